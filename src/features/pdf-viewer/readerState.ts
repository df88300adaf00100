/** How a viewer lays the pages out: all below each other, one at a time, or one filling the screen. */
export type PdfLayout = 'scroll' | 'paged' | 'present';

/** The zoom levels the − and + buttons step through (1 = the page as wide as the reader). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? zoom;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? zoom;
}

export function canZoomIn(zoom: number): boolean {
  return zoomIn(zoom) !== zoom;
}

export function canZoomOut(zoom: number): boolean {
  return zoomOut(zoom) !== zoom;
}

/** A page number the document has: whole, from 1 to `numPages`. */
export function clampPage(page: number, numPages: number): number {
  if (!Number.isFinite(page) || numPages < 1) return 1;
  return Math.min(Math.max(Math.round(page), 1), numPages);
}

/** Why a file did not open, in the words the reader shows. */
export type PdfFailure = 'missing' | 'expired' | 'broken' | 'network';

/**
 * pdf.js's load error, sorted: the server had no such file (404), refused it (a link past its
 * time, 401/403), the bytes are not a PDF (or one pdf.js cannot read), or the request failed.
 */
export function failureOf(error: unknown): PdfFailure {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  if (name === 'ResponseException' || typeof status === 'number') {
    if (status === 404 || status === 410) return 'missing';
    if (status === 401 || status === 403) return 'expired';
    return 'network';
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'PasswordException')
    return 'broken';
  return 'network';
}
