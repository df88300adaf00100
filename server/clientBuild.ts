import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
/** Everything the client bundle is built from. */
const CLIENT_SOURCES = ['src', 'store', 'core', 'machines', 'webpack', 'webpack.config.ts'];

function newestMtimeMs(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtimeMs(path.join(entry, child)));
  return newest;
}

/** True when dist/index.html is missing or older than any client source. */
export function clientBuildIsStale(root: string = REPO_ROOT): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtimeMs(path.join(root, source)) > builtAt);
}

/**
 * Builds the client with webpack (production) when it is missing or stale; otherwise does nothing.
 * It says so in one line, which webpack ends ("… webpack compiled successfully"): its listing of
 * every asset, whose `[big]` marks read like errors to someone starting the app, is left to
 * `npm run build`, while warnings and errors still get through.
 */
export function ensureClientBuild(root: string = REPO_ROOT): void {
  if (!clientBuildIsStale(root)) return;
  process.stdout.write('Building the client (webpack --mode production)… ');
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--stats', 'errors-warnings'],
    { cwd: root, stdio: 'inherit' },
  );
}
