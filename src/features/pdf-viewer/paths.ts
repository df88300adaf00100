/**
 * The PDF viewers (SPEC.md §2 "Viewers") and their address: `?url=` the file (a path on this
 * site), `&title=` its name, `&page=` the page to open at. Only a path on this site is read: the
 * viewer never becomes a window onto someone else's file.
 */
export const PDF_VIEWER_PATHS = {
  /** A handout: every page one below the other. */
  reader: '/showPDF',
  /** Slides: one page at a time. */
  slides: '/showPDF2',
  /** Slides shown full screen, for the classroom board. */
  fullScreen: '/peixun/fullScreenPdf',
} as const;

export type PdfViewerKind = keyof typeof PDF_VIEWER_PATHS;

export interface PdfFile {
  url: string;
  title: string;
}

/** The viewer's address for a file. */
export function pdfViewerPath(kind: PdfViewerKind, file: PdfFile, page?: number): string {
  const query = new URLSearchParams({ url: file.url, title: file.title });
  if (page !== undefined && page > 1) query.set('page', String(page));
  return `${PDF_VIEWER_PATHS[kind]}?${query.toString()}`;
}

/**
 * `url` as a path on this site (`/…`; an absolute address of `origin` becomes its path), or null
 * for anything else, `//host/…` included.
 */
export function sameSitePath(url: string | null, origin?: string): string | null {
  if (!url || url.includes('\\')) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (!origin) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** The file a viewer's address names, or null when it names none it may open. */
export function pdfFileOf(params: URLSearchParams, origin?: string): PdfFile | null {
  const url = sameSitePath(params.get('url'), origin);
  if (!url) return null;
  return { url, title: params.get('title')?.trim() || '' };
}

/** `?page=` as a whole number from 1, or 1. */
export function startPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
