import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** DESIGN.md "Budgets": initial JS for /login, gzip. */
export const LOGIN_INITIAL_JS_BUDGET_BYTES = 200 * 1024;

export interface ScriptSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ClientBudget {
  scripts: ScriptSize[];
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
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
  return [...urls].filter((url) => !/^(?:[a-z]+:)?\/\//i.test(url));
}

/**
 * Gzips (default level, as a web server would) each initial script of the built client.
 * Returns null when there is no build yet (`npm run build` makes one).
 */
export function measureClientBudget(clientDir: string): ClientBudget | null {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const scripts = initialScriptUrls(readFileSync(indexFile, 'utf8')).map((url) => {
    const file = url.split(/[?#]/)[0].replace(/^\//, '');
    const content = readFileSync(path.join(clientDir, file));
    return { file, rawBytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const budgetBytes = LOGIN_INITIAL_JS_BUDGET_BYTES;
  return { scripts, gzipBytes, budgetBytes, withinBudget: gzipBytes <= budgetBytes };
}
