import { safeUrl, sanitizeHtml } from '../../../server/services/htmlSanitizer';

describe('sanitizeHtml', () => {
  test('keeps the markup articles use', () => {
    const html =
      '<h3>活动主题</h3><p>用 <strong>Scratch</strong> 讲<em>故事</em>。</p><ul><li>一</li><li>二</li></ul>' +
      '<blockquote>引用</blockquote><p><code>print(1)</code><br></p><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  test('drops scripts, styles and frames with everything inside them', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">steal()</SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>x</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  test('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/content/a.svg" onerror="alert(1)" alt="图">')).toBe(
      '<img src="/content/a.svg" alt="图">',
    );
  });

  test('links and pictures keep only safe addresses', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/student/activityPage" target="_top">x</a>')).toBe(
      '<a href="/student/activityPage">x</a>',
    );
  });

  test('text can never open a tag; entities stay entities', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeHtml('<p title="a&quot;><script>x</script>">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok<!doctype html>')).toBe('ok');
  });

  test('unknown elements are unwrapped and the result is well nested', () => {
    expect(sanitizeHtml('<font color="red">红</font><center>中</center>')).toBe('红中');
    expect(sanitizeHtml('<p><strong>未闭合<em>的</p>标签')).toBe(
      '<p><strong>未闭合<em>的</em></strong></p>标签',
    );
    expect(sanitizeHtml('</div>多余的结束标签')).toBe('多余的结束标签');
  });
});

describe('safeUrl', () => {
  test.each([
    ['/content/a.svg', '/content/a.svg'],
    ['#top', '#top'],
    ['https://example.com', 'https://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['covers/a.svg', 'covers/a.svg'],
    ['javascript:alert(1)', null],
    ['vbscript:x', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
