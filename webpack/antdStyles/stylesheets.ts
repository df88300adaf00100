import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const OUT_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'antd-styles');

/** Everything the CSS is made from: a change to one of these makes it again. */
export const STYLE_INPUTS = [
  path.join(__dirname, 'catalog.tsx'),
  path.join(__dirname, 'extract.tsx'),
  path.join(REPO_ROOT, 'src', 'lib', 'antd', 'theme.ts'),
];

let written: { inputsAt: string; files: Map<string, string> } | undefined;

/**
 * Runs extract.tsx once per build, and again only when one of its inputs changed (the dev server
 * keeps one process), in a Node of its own with NODE_ENV=production: antd then makes exactly what
 * the production bundle would. Writes one CSS file per style hook; returns their paths by hook.
 */
export function hookStylesheets(): Map<string, string> {
  const inputsAt = STYLE_INPUTS.map((input) => fs.statSync(input).mtimeMs).join();
  if (written?.inputsAt === inputsAt) return written.files;
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'extract.tsx')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const styles = JSON.parse(json) as Record<string, string>;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const files = new Map(
    Object.entries(styles).map(([hook, css]) => {
      const file = path.join(OUT_DIR, `${hook}.css`);
      // Rewritten only when changed, so webpack's watchers see no change where there is none.
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
      return [hook, file] as const;
    }),
  );
  written = { inputsAt, files };
  return files;
}
