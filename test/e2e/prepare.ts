/**
 * Before the browser suite: Debian's Chromium must be installed (never a downloaded browser build),
 * with a font that covers Chinese, and the client build must be fresh, since the tests drive the
 * built app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureClientBuild } from '../../server/clientBuild';
import { CHINESE_FONT, CHROMIUM } from './chromium';

/** Some installed font covers Chinese: without one, every character of a screenshot is a box. */
function hasChineseFont(): boolean {
  if (existsSync(CHINESE_FONT)) return true;
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/** Debian's packages the suite needs and this machine lacks, installed the way CI images are. */
function ensurePackages(): void {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasChineseFont() ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return;
  console.log(`Installing Debian’s ${missing.join(' and ')}`);
  const run = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...missing]);
}

ensurePackages();
ensureClientBuild();
