import DOMPurify from 'dompurify';

/**
 * Stems, options and explanations are authored text that may carry simple markup; anything that
 * could run script is stripped before it reaches the page (HTML only: no SVG or MathML).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
