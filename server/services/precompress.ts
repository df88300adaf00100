import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export interface SourceFile {
  /** Absolute path of the original file. */
  file: string;
  size: number;
  mtimeMs: number;
}

export interface Variant {
  file: string;
  size: number;
  encoding: Encoding;
}

/**
 * Compressed copies of static files that are not part of the client build (the Scratch editor
 * bundle is 18 MB, ≈ 5.8 MB gzip; public/'s pictures and manual),
 * written once to a disk cache and reused by every later request and restart. Keys include the
 * source's size and mtime, so an upgraded package gets new copies instead of stale ones.
 *
 * gzip (level 9, ≈ 1.5 s for the bundle) is made while the first request waits; brotli (25 % smaller)
 * is made in the background afterwards and used once it exists: at its highest quality for files
 * up to 1 MB (the 650 KB manual in 1.4 s), at quality 9 above (≈ 8 s for the bundle, where the
 * highest quality would take minutes for 3 % less).
 */
export interface Precompressor {
  variantFor(source: SourceFile, acceptEncoding: string | undefined): Promise<Variant | null>;
  /** Stops unfinished background work (e.g. when the server closes). */
  close(): void;
}

const LARGE_FILE_BYTES = 1024 * 1024;
const BROTLI_QUALITY_LARGE = 9;

/** Whether an Accept-Encoding header allows `encoding` (named, and not with q=0). */
export function accepts(header: string | undefined, encoding: Encoding): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

function compressor(encoding: Encoding, size: number) {
  return encoding === 'gzip'
    ? zlib.createGzip({ level: 9 })
    : zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            size > LARGE_FILE_BYTES ? BROTLI_QUALITY_LARGE : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      });
}

export function createPrecompressor(cacheDir: string): Precompressor {
  const inflight = new Map<string, Promise<string | null>>();
  const stop = new AbortController();

  function cachePath(source: SourceFile, encoding: Encoding): string {
    const key = createHash('sha1')
      .update(`${source.file}\0${source.size}\0${source.mtimeMs}`)
      .digest('hex')
      .slice(0, 16);
    const ext = encoding === 'gzip' ? 'gz' : 'br';
    return path.join(cacheDir, `${path.basename(source.file)}.${key}.${ext}`);
  }

  /** The cached copy, making it first when needed; null when compression failed (logged by caller). */
  function ensure(source: SourceFile, encoding: Encoding): Promise<string | null> {
    const target = cachePath(source, encoding);
    const running = inflight.get(target);
    if (running) return running;
    const job = (async () => {
      if (fs.existsSync(target)) return target;
      await fs.promises.mkdir(cacheDir, { recursive: true });
      // Written under a temporary name and renamed, so a crash never leaves a truncated copy in use.
      const partial = `${target}.${process.pid}.tmp`;
      try {
        await pipeline(
          fs.createReadStream(source.file),
          compressor(encoding, source.size),
          fs.createWriteStream(partial),
          { signal: stop.signal },
        );
        await fs.promises.rename(partial, target);
        return target;
      } catch {
        await fs.promises.rm(partial, { force: true });
        return null;
      }
    })().finally(() => inflight.delete(target));
    inflight.set(target, job);
    return job;
  }

  async function variantAt(file: string | null, encoding: Encoding): Promise<Variant | null> {
    if (!file) return null;
    const stat = await fs.promises.stat(file).catch(() => null);
    return stat ? { file, size: stat.size, encoding } : null;
  }

  return {
    async variantFor(source, acceptEncoding) {
      const wantsBr = accepts(acceptEncoding, 'br');
      if (wantsBr) {
        const br = cachePath(source, 'br');
        if (fs.existsSync(br) && !inflight.has(br)) return variantAt(br, 'br');
      }
      if (accepts(acceptEncoding, 'gzip')) {
        const gzip = await ensure(source, 'gzip');
        if (wantsBr) void ensure(source, 'br');
        return variantAt(gzip, 'gzip');
      }
      if (wantsBr) return variantAt(await ensure(source, 'br'), 'br');
      return null;
    },
    close() {
      stop.abort();
    },
  };
}
