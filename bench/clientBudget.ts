import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * DESIGN.md "Budgets": initial JS per route, gzip. A route loads the entry scripts of index.html,
 * then the chunk groups of its shell and its page (webpackChunkName in src/app/router.tsx and the
 * feature route files). Charts and editors load later, inside the page, and are not counted.
 */
export const ROUTE_BUDGETS: readonly RouteBudgetSpec[] = [
  { route: '/login', groups: ['page-login'], budgetBytes: 200 * KB },
  { route: '/questionBank', groups: ['shell-question-bank', 'page-question-bank'], budgetBytes: 300 * KB },
  { route: '/knowledgeStrong', groups: ['shell-question-bank', 'page-knowledge'], budgetBytes: 300 * KB },
  { route: '/testStore', groups: ['shell-question-bank', 'page-practice'], budgetBytes: 300 * KB },
  { route: '/errorCollection', groups: ['shell-question-bank', 'page-mistakes'], budgetBytes: 300 * KB },
  { route: '/simulationTest', groups: ['shell-question-bank', 'page-mock-exams'], budgetBytes: 300 * KB },
  {
    route: '/simulationTestDetail',
    groups: ['shell-question-bank', 'page-mock-exam'],
    budgetBytes: 300 * KB,
  },
  { route: '/myExam', groups: ['shell-question-bank', 'page-my-exams'], budgetBytes: 300 * KB },
  // No budget in DESIGN.md for the student shell: reported so a change can be compared.
  { route: '/home', groups: ['shell-student', 'page-home'], budgetBytes: null },
];

export interface RouteBudgetSpec {
  route: string;
  groups: string[];
  budgetBytes: number | null;
}

export interface RouteBudget {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number | null;
  /** A chunk group the build does not have (renamed or removed route). */
  missingGroups: string[];
}

/** Same-origin scripts index.html loads or preloads up front; the SPA serves every route from it. */
function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const isPreload = /\brel=["'](?:preload|modulepreload)["']/i.test(tag);
    const isScriptPreload = isPreload && /\bas=["']script["']/i.test(tag);
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (isScriptPreload && href) urls.add(href);
  }
  return [...urls]
    .filter((url) => !/^(?:[a-z]+:)?\/\//i.test(url))
    .map((url) => url.split(/[?#]/)[0].replace(/^\//, ''));
}

/**
 * Gzips (default level, as a web server would) every script each route needs before its page
 * shows. Returns null when there is no build yet (`npm run build` makes one).
 */
export function measureRouteBudgets(clientDir: string): RouteBudget[] | null {
  const indexFile = path.join(clientDir, 'index.html');
  const groupsFile = path.join(clientDir, 'chunk-groups.json');
  if (!existsSync(indexFile) || !existsSync(groupsFile)) return null;
  const initial = initialScriptUrls(readFileSync(indexFile, 'utf8'));
  const groups = JSON.parse(readFileSync(groupsFile, 'utf8')) as Record<string, string[]>;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(clientDir, file));
      size = { raw: content.length, gzip: gzipSync(content).length };
      sizes.set(file, size);
    }
    return size;
  };

  return ROUTE_BUDGETS.map((spec) => {
    const files = new Set(initial);
    const missingGroups = spec.groups.filter((group) => !groups[group]);
    for (const group of spec.groups) for (const file of groups[group] ?? []) files.add(file);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const size = sizeOf(file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return {
      route: spec.route,
      scripts: files.size,
      rawBytes,
      gzipBytes,
      budgetBytes: spec.budgetBytes,
      missingGroups,
    };
  });
}
