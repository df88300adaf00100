import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ExtractedStyles } from './extract';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Everything the CSS is made from: a change to one of these makes it again. */
export const STYLE_INPUTS = [
  path.join(__dirname, 'catalog.tsx'),
  path.join(__dirname, 'extract.tsx'),
  path.join(REPO_ROOT, 'src', 'lib', 'antd', 'theme.ts'),
];

export interface BuiltStyles {
  /** The CSS of each style hook. */
  hooks: Map<string, string>;
  /** Each component's CSS variables, and the keys that say which classes they serve. */
  cssVars: Map<string, { css: string; keys: string[] }>;
  /** The theme's derivative token by its cache key (extract.tsx). */
  derivativeTokens: ExtractedStyles['derivativeTokens'];
}

let made: { inputsAt: string; styles: BuiltStyles } | undefined;

/**
 * Runs extract.tsx once per build, and again only when one of its inputs changed (the dev server
 * keeps one process), in a Node of its own with NODE_ENV=production: antd then makes exactly what
 * the production bundle would.
 */
export function builtStyles(): BuiltStyles {
  const inputsAt = STYLE_INPUTS.map((input) => fs.statSync(input).mtimeMs).join();
  if (made?.inputsAt === inputsAt) return made.styles;
  const json = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'extract.tsx')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const extracted = JSON.parse(json) as ExtractedStyles;
  const styles = {
    hooks: new Map(Object.entries(extracted.hooks)),
    cssVars: new Map(Object.entries(extracted.cssVars)),
    derivativeTokens: extracted.derivativeTokens,
  };
  made = { inputsAt, styles };
  return styles;
}
