import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, addressed by a relative key such as `answers/12/5f…e1.sb3`.
 * Today a folder on local disk; an object store (S3, OSS) can implement the same interface so
 * several server instances share uploads.
 */
export interface UploadStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; one that is not there is already removed. */
  delete(key: string): Promise<void>;
}

/** Keys are built by the server from ids and random names; anything else is refused outright. */
const SAFE_KEY = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w]+)?$/;

export function createLocalUploadStore(root: string): UploadStore {
  function fileOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe upload key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(partial, data);
      await fs.promises.rename(partial, file);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
