/**
 * Before the browser suite: Debian's Chromium must be installed (never a downloaded browser build)
 * and the client build must be fresh, since the tests drive the built app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureClientBuild } from '../../server/clientBuild';
import { CHROMIUM } from './chromium';

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing Debian’s chromium package');
  const run = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
}

ensureChromium();
ensureClientBuild();
