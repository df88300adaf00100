import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { PDF_VIEWER_PATHS } from './paths';
import { pdfViewerRouteTitles as t } from './routeTitles';

/** Paths without the leading slash: the routes mount under the app's root. */
const at = (path: string) => path.slice(1);

/**
 * The PDF viewers (SPEC.md §2 "Viewers"): full pages without a shell, for a signed-in student.
 * One page serves all three; the path says how it lays the pages out.
 */
export const pdfViewerRoutes: AppRoute[] = [
  { path: at(PDF_VIEWER_PATHS.reader), handle: { title: t.reader } },
  { path: at(PDF_VIEWER_PATHS.slides), handle: { title: t.slides } },
  { path: at(PDF_VIEWER_PATHS.fullScreen), handle: { title: t.fullScreen } },
].map((route) => ({
  ...route,
  lazy: page(() => import(/* webpackChunkName: "page-pdf-viewer" */ './PdfViewerPage')),
}));
