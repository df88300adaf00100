import type { RenderAppOptions } from './renderWithProviders';
import { aStudent, renderWithProviders } from './renderWithProviders';

export type RenderPageOptions = RenderAppOptions;

/** The whole app at `path` for a signed-in student (the demo-like student unless one is given). */
export function renderPage(path: string, options: RenderPageOptions = {}) {
  return renderWithProviders(path, { ...options, user: options.user ?? aStudent() });
}
