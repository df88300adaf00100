/**
 * Prints the student manual (manualPage.ts) to public/content/manual/student-manual.pdf with
 * headless Chromium. Build time only; the PDF is committed and never generated at start-up.
 *
 *   node --import tsx tools/manual/generate.ts
 *
 * Needs Chromium (on PATH, or CHROMIUM_PATH) and fonts-noto-cjk.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STUDENT_MANUAL } from '../../server/services/newsService';
import { findExecutable } from '../media/generate';
import { manualHtml } from './manualPage';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

function main(): void {
  const chromium = findExecutable(['chromium', 'chromium-browser', 'google-chrome'], 'CHROMIUM_PATH');
  const out = path.join(PUBLIC_DIR, STUDENT_MANUAL.publicPath);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-'));
  try {
    const page = path.join(tmp, 'manual.html');
    const fileUrlOf = (url: string) =>
      pathToFileURL(path.join(PUBLIC_DIR, ...url.split('/').filter(Boolean))).href;
    fs.writeFileSync(page, manualHtml(fileUrlOf));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--allow-file-access-from-files',
        `--user-data-dir=${path.join(tmp, 'profile')}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${out}`,
        pathToFileURL(page).href,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    console.log(`${path.relative(process.cwd(), out)}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main();
