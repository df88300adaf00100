export type Sanitize = (html: string) => string;

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Stems, options and explanations are authored text that may carry simple markup; anything that
 * could run script is stripped before it reaches the page (HTML only: no SVG or MathML).
 * DOMPurify loads on first use: most questions are plain text, and question-bank pages have an
 * initial-JS budget (DESIGN.md "Budgets").
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(({ default: DOMPurify }) => {
    ready = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return ready;
  });
  return loading;
}

/** The sanitiser if it has loaded already, so a page rendered later shows HTML at once. */
export function loadedSanitizer(): Sanitize | null {
  return ready;
}

/** What HTML says as plain text, without the content of script and style elements. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
