import DOMPurify from 'dompurify';

/**
 * Explanations are authored text that may carry simple markup; anything that could run script is
 * stripped before it reaches the page (DESIGN.md "Wire protocol": rich text is sanitised).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
