import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES } from '../../core/accountTypes';
import { WORK_LIMITS } from '../../core/workTypes';
import { cloudFileMimeOf, isPlainText, sniffCloudFile } from './cloudFileCheck';
import { imageMimeOf, sniffImage } from './imageCheck';
import { looksLikeSb3 } from './sb3Check';
import type { UploadStore } from './uploadStore';

/**
 * What one upload route takes. The kind is read from the bytes: the name and type the browser
 * claims are not trusted.
 */
export interface UploadKind {
  /** The folder of the store and of the URL: `/uploads/<folder>/<studentId>/<file>`. */
  folder: 'answers' | 'images' | 'cloud' | 'works';
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

/** An image the Scratch editor uploads (`/upload/matchPic`): public by URL like the avatars. */
export const editorImages: UploadKind = { ...images, maxBytes: WORK_LIMITS.matchPicMaxBytes };

/** A work's cover: PNG or JPEG only, what the stage and canvas thumbnails are. */
export const covers: UploadKind = {
  folder: 'images',
  maxBytes: WORK_LIMITS.coverMaxBytes,
  sniff: (data) => {
    const ext = sniffImage(data)?.ext;
    return ext === 'png' || ext === 'jpg' ? ext : null;
  },
  mimeOf: imageMimeOf,
};

const WORK_FILE_MIME: Record<string, string> = { sb3: SB3_MIME, py: 'text/plain; charset=utf-8' };
const workFileMimeOf = (ext: string): string | null =>
  Object.hasOwn(WORK_FILE_MIME, ext) ? (WORK_FILE_MIME[ext] ?? null) : null;

/**
 * A Scratch work's project, owner only (or a signed link). The service reads the whole project
 * (`checkSb3`) before it stores one; the structural check here only keeps the kind honest.
 */
export const scratchWorks: UploadKind = {
  folder: 'works',
  maxBytes: WORK_LIMITS.scratchMaxBytes,
  sniff: (data) => (looksLikeSb3(data) ? 'sb3' : null),
  mimeOf: workFileMimeOf,
};

/** A Python work's program: UTF-8 text, owner only (or a signed link). */
export const pythonWorks: UploadKind = {
  folder: 'works',
  maxBytes: WORK_LIMITS.pythonMaxBytes,
  sniff: (data) => (isPlainText(data) ? 'py' : null),
  mimeOf: workFileMimeOf,
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
  /** A copy of the stored file at `path` in the student's folder: its URL path; null when none. */
  copy(kind: UploadKind, path: string, studentId: number): Promise<string | null>;
  /** Deletes the stored file at the URL `path`; any other path is left alone. */
  removePath(kind: UploadKind, path: string): Promise<void>;
}

/** Student ids as the URL carries them; anything else names no folder. */
const STUDENT_ID = /^[1-9][0-9]{0,9}$/;
/** The names `save` gives: 24 random hex digits and the extension the bytes were found to be. */
const STORED_NAME = /^[0-9a-f]{24}\.([a-z0-9]+)$/;

function mimeOfName(kind: UploadKind, studentId: string, file: string): string | null {
  const ext = STORED_NAME.exec(file)?.[1];
  return ext && STUDENT_ID.test(studentId) ? kind.mimeOf(ext) : null;
}

/** `/uploads/<folder>/<studentId>/<file>` of the kind, split; null for any other path. */
export function partsOf(kind: UploadKind, path: string): { studentId: string; file: string } | null {
  const [empty, root, folder, studentId = '', file = '', ...rest] = path.split('/');
  if (empty !== '' || root !== 'uploads' || folder !== kind.folder || rest.length > 0) return null;
  return mimeOfName(kind, studentId, file) ? { studentId, file } : null;
}

const randomName = (ext: string) => `${randomBytes(12).toString('hex')}.${ext}`;

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
    const file = randomName(ext);
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
      const parts = partsOf(kind, path);
      const stored = parts && (await open(kind, parts.studentId, parts.file));
      stored?.stream.destroy();
      return Boolean(stored);
    },
    async copy(kind, path, studentId) {
      const parts = partsOf(kind, path);
      const stored = parts && (await open(kind, parts.studentId, parts.file));
      if (!parts || !stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      const file = randomName(parts.file.slice(parts.file.lastIndexOf('.') + 1));
      await store.put(`${kind.folder}/${studentId}/${file}`, Buffer.concat(chunks));
      return `/uploads/${kind.folder}/${studentId}/${file}`;
    },
    async removePath(kind, path) {
      const parts = partsOf(kind, path);
      if (parts) await store.delete(`${kind.folder}/${parts.studentId}/${parts.file}`);
    },
  };
}
