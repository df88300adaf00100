import fs from 'node:fs';
import path from 'node:path';
import { hasSessionHint } from '../../core/sessionHint';

/** Written by the build beside index.html (webpack/entryChunks.ts): each entry page's HTML. */
export const ENTRY_PAGES_MANIFEST = 'entry/pages.json';

export interface EntryPage {
  /** The page's HTML, relative to the client build. */
  html: string;
  signedIn: boolean;
}

/** Picks the HTML a navigation gets: an entry page's own, or null for index.html. */
export type EntryPagePicker = (pathname: string, cookieHeader: string | undefined) => string | null;

function isEntryPage(value: unknown): value is EntryPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.html === 'string' &&
    /^entry\/\w+\.html$/.test(page.html) &&
    typeof page.signedIn === 'boolean'
  );
}

/**
 * The pages a student most often opens cold have HTML of their own: index.html with the page's
 * scripts and styles as preloads, so the browser fetches them while it reads the page instead of
 * after the runtime has arrived. A student's page gets it only from a browser that says it holds a
 * session (core/sessionHint.ts); a visitor is sent to /login, and would have fetched the student's
 * page for nothing. Read once: the build is written before the server starts. Without a build, or
 * with one from before these pages, every navigation gets index.html.
 */
export function loadEntryPages(clientDir: string): EntryPagePicker {
  const file = path.join(clientDir, ENTRY_PAGES_MANIFEST);
  if (!fs.existsSync(file)) return () => null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const pages = new Map<string, EntryPage>();
  for (const [pathname, page] of Object.entries(manifest)) {
    if (!isEntryPage(page)) throw new Error(`${file}: ${pathname} is not an entry page`);
    pages.set(pathname, page);
  }
  return (pathname, cookieHeader) => {
    const page = pages.get(pathname);
    if (!page || (page.signedIn && !hasSessionHint(cookieHeader))) return null;
    return page.html;
  };
}
