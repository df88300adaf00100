/**
 * Rich text (activity and article bodies) is stored already cleaned, so every reader gets markup
 * that cannot run script. The output is rebuilt from tokens: only allow-listed elements and
 * attributes are written back, attribute values are re-escaped, and text can never open a tag.
 * Browsers sanitise again before rendering (DESIGN.md "Wire protocol").
 */

/** Allowed elements and, per element, the attributes kept. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  figure: [],
  figcaption: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'poster', 'controls', 'width', 'height'],
};

const VOID = new Set(['br', 'hr', 'img']);
/** Attributes whose value is a URL and must pass `safeUrl`. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** Without this attribute the element means nothing and is dropped. */
const REQUIRED_ATTRIBUTE: Record<string, string> = { img: 'src', video: 'src' };
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'template',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Text as written keeps its entities (`&nbsp;`, `&lt;`); a bare `&` or `<` is escaped. */
function cleanText(text: string): string {
  return escapeText(decodeEntities(text));
}

/** Site paths, fragments, http(s) and mailto links; never `javascript:`, `data:` or `//host`. */
export function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme, so they must not hide one.
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return null;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url;
  // A relative path without a scheme (`covers/a.svg`) is fine; anything with one is not.
  return /^[^:/?#]*([/?#]|$)/.test(url) ? url : null;
}

interface Attribute {
  name: string;
  value: string;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Attribute[] {
  const attributes: Attribute[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes.push({ name: match[1].toLowerCase(), value: match[2] ?? match[3] ?? match[4] ?? '' });
  }
  return attributes;
}

function openingTag(name: string, attributes: Attribute[]): string | null {
  const allowed = ALLOWED[name];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const { name: attribute, value } of attributes) {
    if (!allowed.includes(attribute) || seen.has(attribute)) continue;
    let clean: string | null = value;
    if (URL_ATTRIBUTES.has(attribute)) clean = safeUrl(value);
    else if (attribute === 'target') clean = value === '_blank' ? value : null;
    else if (attribute === 'controls') clean = '';
    else if (['width', 'height', 'colspan', 'rowspan'].includes(attribute)) {
      clean = /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
    } else clean = decodeEntities(value);
    if (clean === null) continue;
    seen.add(attribute);
    kept.push(attribute === 'controls' ? ' controls' : ` ${attribute}="${escapeAttribute(clean)}"`);
  }
  const required = REQUIRED_ATTRIBUTE[name];
  if (required && !seen.has(required)) return null;
  // A link opened in a new tab must not hand the opener window to the other page.
  if (name === 'a' && seen.has('target')) kept.push(' rel="noopener noreferrer"');
  return `<${name}${kept.join('')}>`;
}

/** Where the tag starting at `start` (just after `<`) ends, honouring quoted attribute values. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

/** Cleans authored HTML to the allow-list above; always returns well-nested markup. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(cleanText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(cleanText(html.slice(i, lt)));

    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!tag) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt + tag[0].length);
    if (end === -1) {
      // An unterminated tag swallows the rest, as a browser would; nothing of it is kept.
      break;
    }
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    i = end + 1;

    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const closeAt = html.toLowerCase().indexOf(`</${name}`, i);
      if (closeAt === -1) break;
      const closeEnd = html.indexOf('>', closeAt);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    if (!(name in ALLOWED)) continue;

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attributeSource = html.slice(lt + tag[0].length, end);
    const written = openingTag(name, parseAttributes(attributeSource));
    if (written === null) continue;
    out.push(written);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
