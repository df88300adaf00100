/** The PDF viewers (/showPDF, /showPDF2, /peixun/fullScreenPdf) and the reader other pages embed. */
export { pdfViewerRoutes } from './routes';
export { PDF_VIEWER_PATHS, pdfViewerPath, sameSitePath } from './paths';
export type { PdfFile, PdfViewerKind } from './paths';
export { LazyPdfReader } from './LazyPdfReader';
