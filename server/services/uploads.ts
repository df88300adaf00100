import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES } from '../../core/accountTypes';
import { cloudFileMimeOf, sniffCloudFile } from './cloudFileCheck';
import { imageMimeOf, sniffImage } from './imageCheck';
import { looksLikeSb3 } from './sb3Check';
import type { UploadStore } from './uploadStore';

/**
 * What one upload route takes. The kind is read from the bytes: the name and type the browser
 * claims are not trusted.
 */
export interface UploadKind {
  /** The folder of the store and of the URL: `/uploads/<folder>/<studentId>/<file>`. */
  folder: 'answers' | 'images' | 'cloud';
  maxBytes: number;
  /**
   * The extension the bytes really are, or null when they are not of this kind. `name` is the
   * name the student gave, read only where the bytes cannot tell (plain text).
   */
  sniff(data: Buffer, name: string): string | null;
  /** The type a stored file is served as, by its extension; null: no file of this kind has it. */
  mimeOf(ext: string): string | null;
}

/** A Scratch project with many sounds stays well below this; the practice page uploads one per task. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;
const SB3_MIME = 'application/x.scratch.sb3';

/** Answer projects of Scratch programming questions (.sb3), readable by their owner only. */
export const answerProjects: UploadKind = {
  folder: 'answers',
  maxBytes: MAX_ANSWER_BYTES,
  sniff: (data) => (looksLikeSb3(data) ? 'sb3' : null),
  mimeOf: (ext) => (ext === 'sb3' ? SB3_MIME : null),
};

/** Raster images (the avatar), public by URL like any avatar shown to classmates. */
export const images: UploadKind = {
  folder: 'images',
  maxBytes: AVATAR_MAX_BYTES,
  sniff: (data) => sniffImage(data)?.ext ?? null,
  mimeOf: imageMimeOf,
};

/** A single cloud file; the student's quota (services/cloudFileService.ts) bounds them all. */
const MAX_CLOUD_FILE_BYTES = 50 * 1024 * 1024;

/** Files of a student's cloud folder tree, of the types in services/cloudFileCheck.ts; owner only. */
export const cloudFiles: UploadKind = {
  folder: 'cloud',
  maxBytes: MAX_CLOUD_FILE_BYTES,
  sniff: sniffCloudFile,
  mimeOf: cloudFileMimeOf,
};

/** A file just stored: its random name in the owner's folder and the extension its bytes are. */
export interface SavedUpload {
  file: string;
  ext: string;
}

export interface StoredUpload {
  stream: Readable;
  size: number;
  mime: string;
}

/** Every uploaded file: stored under a random name in its owner's folder, found by its URL. */
export interface Uploads {
  /** The URL path of the stored file, or null when the bytes are not of the kind. */
  save(kind: UploadKind, studentId: number, data: Buffer): Promise<string | null>;
  /** Like `save`, for a file whose name the student gave: its stored name and kind, or null. */
  saveNamed(kind: UploadKind, studentId: number, data: Buffer, name: string): Promise<SavedUpload | null>;
  /** Deletes the stored file; a name `save` never gives, or one already gone, is left alone. */
  remove(kind: UploadKind, studentId: number, file: string): Promise<void>;
  /** Whether `/uploads/<folder>/<studentId>/<file>` is a name `save` can give (stored or not). */
  isUploadName(kind: UploadKind, studentId: string, file: string): boolean;
  /** The file at `/uploads/<folder>/<studentId>/<file>`; null when there is none. */
  open(kind: UploadKind, studentId: string, file: string): Promise<StoredUpload | null>;
  /** Whether `path` is the URL path of a stored file of the kind. */
  exists(kind: UploadKind, path: string): Promise<boolean>;
}

/** Student ids as the URL carries them; anything else names no folder. */
const STUDENT_ID = /^[1-9][0-9]{0,9}$/;
/** The names `save` gives: 24 random hex digits and the extension the bytes were found to be. */
const STORED_NAME = /^[0-9a-f]{24}\.([a-z0-9]+)$/;

function mimeOfName(kind: UploadKind, studentId: string, file: string): string | null {
  const ext = STORED_NAME.exec(file)?.[1];
  return ext && STUDENT_ID.test(studentId) ? kind.mimeOf(ext) : null;
}

export function createUploads(store: UploadStore): Uploads {
  const open: Uploads['open'] = async (kind, studentId, file) => {
    const mime = mimeOfName(kind, studentId, file);
    if (!mime) return null;
    const stored = await store.get(`${kind.folder}/${studentId}/${file}`);
    return stored && { ...stored, mime };
  };

  const saveNamed: Uploads['saveNamed'] = async (kind, studentId, data, name) => {
    const ext = kind.sniff(data, name);
    if (!ext) return null;
    const file = `${randomBytes(12).toString('hex')}.${ext}`;
    await store.put(`${kind.folder}/${studentId}/${file}`, data);
    return { file, ext };
  };

  return {
    isUploadName: (kind, studentId, file) => mimeOfName(kind, studentId, file) !== null,
    async save(kind, studentId, data) {
      const saved = await saveNamed(kind, studentId, data, '');
      return saved && `/uploads/${kind.folder}/${studentId}/${saved.file}`;
    },
    saveNamed,
    async remove(kind, studentId, file) {
      if (mimeOfName(kind, String(studentId), file))
        await store.delete(`${kind.folder}/${studentId}/${file}`);
    },
    open,
    async exists(kind, path) {
      const [empty, root, folder, studentId = '', file = '', ...rest] = path.split('/');
      if (empty !== '' || root !== 'uploads' || folder !== kind.folder || rest.length > 0) return false;
      const stored = await open(kind, studentId, file);
      stored?.stream.destroy();
      return stored !== null;
    },
  };
}
