import { withPreloads } from '../../../webpack/entryChunks';

const INDEX =
  '<!doctype html><html><head><title>码芽</title><script defer="defer" src="/js/main.1c239bb4.js"></script></head><body><div id="root"></div></body></html>';

test("an entry page's HTML announces its scripts and styles after the entry's own script", () => {
  const html = withPreloads(INDEX, ['/js/page-home.0a1b2c3d.js', '/css/page-home.4e5f6a7b.css']);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(
    '<link rel="preload" href="/js/page-home.0a1b2c3d.js" as="script" fetchpriority="low">',
  );
  expect(head).toContain('<link rel="preload" href="/css/page-home.4e5f6a7b.css" as="style">');
  expect(head.indexOf('main.1c239bb4.js')).toBeLessThan(head.indexOf('page-home.0a1b2c3d.js'));
  expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
});

test('an index.html without a head is refused, not served without its preloads', () => {
  expect(() => withPreloads('<div id="root"></div>', ['/js/page-home.0a1b2c3d.js'])).toThrow(/<\/head>/);
});
