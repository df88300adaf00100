import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The smallest page the server's SPA fallback can answer with. */
export const FAKE_PAGE = '<!doctype html><title>码芽</title><div id="root"></div>';

/** A script big enough to be worth compressing, as the build would write it. */
export const FAKE_SCRIPT = `console.log(${JSON.stringify('码芽'.repeat(2000))});`;

/** A text file with the `.br` and `.gz` copies the build writes beside it (webpack/compression). */
export function withCompressedCopies(name: string, content: string): Record<string, string | Buffer> {
  return { [name]: content, [`${name}.br`]: brotliCompressSync(content), [`${name}.gz`]: gzipSync(content) };
}

export interface FakeClientBuild {
  /** The folder to give the server as its client (`clientDir`). */
  dir: string;
  remove(): void;
}

/**
 * A client build in a temp folder, laid out as webpack writes one, with only the files a test
 * names (path inside the build → content), so the server's static and page routes can be tested
 * without building the real client. `index.html` is `FAKE_PAGE` unless the test gives its own.
 */
export function fakeClientBuild(files: Record<string, string | Buffer> = {}): FakeClientBuild {
  const dir = mkdtempSync(path.join(tmpdir(), 'codesprout-client-'));
  for (const [name, content] of Object.entries({ 'index.html': FAKE_PAGE, ...files })) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
