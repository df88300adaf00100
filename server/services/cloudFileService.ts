import type {
  CloudFileEntry,
  CloudFileTree,
  CloudFolder,
  CloudFolderListing,
  CloudUsage,
} from '../../core/cloudFileTypes';
import { CLOUD_ROOT_ID, cloudNameProblem } from '../../core/cloudFileTypes';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { cloudFileMessages as msg, messages } from '../messages';
import { ApiError } from '../plugins/envelope';
import type { CloudFileRow } from '../repos/cloudFileRepo';
import {
  deleteEntries,
  findByName,
  findEntry,
  insertEntry,
  listChildren,
  listStudentEntries,
  renameEntry,
  replaceContent,
  usedBytes,
} from '../repos/cloudFileRepo';
import { isImageExt } from './cloudFileCheck';
import { LockTimeoutError } from '../stores/keyedLock';
import type { KeyedLock } from '../stores/keyedLock';
import type { StoredUpload, Uploads } from './uploads';
import { cloudFiles } from './uploads';

/** Who is asking, and how much room each student has. */
export interface CloudOwner {
  studentId: number;
  quotaBytes: number;
}

const folderOf = (row: CloudFileRow): CloudFolder => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
});

const entryOf = (row: CloudFileRow): CloudFileEntry => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  isFolder: row.is_folder === 1,
  size: Number(row.size),
  fileType: row.file_type,
  updateTime: Number(row.updated_at),
});

async function usageOf(db: Db, owner: CloudOwner): Promise<CloudUsage> {
  return { usedBytes: await usedBytes(db, owner.studentId), quotaBytes: owner.quotaBytes };
}

/** The name as it will be stored, or a 400 naming `field`. */
export function validName(raw: string, field: string): string {
  const name = raw.trim();
  switch (cloudNameProblem(name)) {
    case 'empty':
      throw new ApiError(400, msg.nameRequired(field), null, 'BAD_FIELD');
    case 'tooLong':
      throw new ApiError(400, msg.nameTooLong(field), null, 'BAD_FIELD');
    case 'badCharacters':
      throw new ApiError(400, msg.nameBadCharacters(field), null, 'BAD_FIELD');
    case 'dots':
      throw new ApiError(400, msg.nameDots(field), null, 'BAD_FIELD');
    default:
      return name;
  }
}

/** The student's folder (the root included); anyone else's is a 404 like one that never was. */
async function ownFolder(db: Db, owner: CloudOwner, folderId: number): Promise<CloudFileRow | null> {
  if (folderId === CLOUD_ROOT_ID) return null;
  const row = await findEntry(db, owner.studentId, folderId);
  if (!row || row.is_folder !== 1) throw new ApiError(404, msg.folderNotFound);
  return row;
}

async function ownEntry(db: Db, owner: CloudOwner, id: number): Promise<CloudFileRow> {
  const row = await findEntry(db, owner.studentId, id);
  if (!row) throw new ApiError(404, msg.fileNotFound);
  return row;
}

/** Runs a write that may hit the unique name index; a hit is the 409 naming the name. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, msg.nameTaken(name));
    throw error;
  }
}

export async function getTree(db: Db, owner: CloudOwner): Promise<CloudFileTree> {
  const rows = await listStudentEntries(db, owner.studentId);
  return { folders: rows.filter((row) => row.is_folder === 1).map(folderOf), ...(await usageOf(db, owner)) };
}

export async function getFolder(db: Db, owner: CloudOwner, folderId: number): Promise<CloudFolderListing> {
  await ownFolder(db, owner, folderId);
  const all = await listStudentEntries(db, owner.studentId);
  const byId = new Map(all.map((row) => [row.id, row]));
  const path: CloudFolder[] = [];
  // Bounded by the number of rows, so a corrupt cycle cannot loop forever.
  for (let at = byId.get(folderId); at && path.length <= all.length; at = byId.get(at.parent_id))
    path.unshift(folderOf(at));
  const list = (await listChildren(db, owner.studentId, folderId)).map(entryOf);
  return { folderId, path, list, ...(await usageOf(db, owner)) };
}

export async function createFolder(
  db: Db,
  owner: CloudOwner,
  parentId: number,
  rawName: string,
  now: number,
): Promise<CloudFileEntry> {
  await ownFolder(db, owner, parentId);
  const name = validName(rawName, 'name');
  const row = await uniqueName(name, () =>
    insertEntry(db, {
      student_id: owner.studentId,
      parent_id: parentId,
      name,
      is_folder: 1,
      stored_name: null,
      created_at: now,
      updated_at: now,
    }),
  );
  return entryOf(row);
}

export interface CloudUpload {
  folderId: number;
  name: string;
  data: Buffer;
  /** The request field the name came from, for the 400 that refuses it. */
  nameField: string;
  /** true: a file of the same name in the folder gets the new bytes; false: the name is a 409. */
  replace: boolean;
}

async function storeUpload(
  db: Db,
  uploads: Uploads,
  owner: CloudOwner,
  upload: CloudUpload,
  now: number,
): Promise<CloudFileEntry> {
  await ownFolder(db, owner, upload.folderId);
  const name = validName(upload.name, upload.nameField);
  const existing = await findByName(db, owner.studentId, upload.folderId, name);
  if (existing && (!upload.replace || existing.is_folder === 1)) throw new ApiError(409, msg.nameTaken(name));
  const freed = existing ? Number(existing.size) : 0;
  if ((await usedBytes(db, owner.studentId)) - freed + upload.data.length > owner.quotaBytes)
    throw new ApiError(413, msg.quotaExceeded(owner.quotaBytes / 1024 / 1024), null, 'QUOTA_EXCEEDED');

  const saved = await uploads.saveNamed(cloudFiles, owner.studentId, upload.data, name);
  if (!saved) throw new ApiError(400, msg.typeNotAllowed, null, 'BAD_FIELD');
  const content = { size: upload.data.length, file_type: saved.ext, stored_name: saved.file };
  try {
    const row = existing
      ? await replaceContent(db, existing.id, content, now)
      : await uniqueName(name, () =>
          insertEntry(db, {
            student_id: owner.studentId,
            parent_id: upload.folderId,
            name,
            is_folder: 0,
            created_at: now,
            updated_at: now,
            ...content,
          }),
        );
    if (existing?.stored_name) await uploads.remove(cloudFiles, owner.studentId, existing.stored_name);
    return entryOf(row);
  } catch (error) {
    await uploads.remove(cloudFiles, owner.studentId, saved.file);
    throw error;
  }
}

/**
 * Stores an upload in the student's folder. The quota is checked before anything is written, and
 * the bytes' type by content; a refused upload leaves neither a row nor a stored file. One upload
 * per student at a time, on every instance, so two that each fit cannot pass the quota together.
 */
export async function uploadFile(
  db: Db,
  uploads: Uploads,
  lock: KeyedLock,
  owner: CloudOwner,
  upload: CloudUpload,
  now: number,
): Promise<CloudFileEntry> {
  try {
    return await lock.withLock(`cloud-files:${owner.studentId}`, () =>
      storeUpload(db, uploads, owner, upload, now),
    );
  } catch (error) {
    if (error instanceof LockTimeoutError) throw new ApiError(429, messages.tooManyRequests);
    throw error;
  }
}

export async function renameCloudEntry(
  db: Db,
  owner: CloudOwner,
  id: number,
  rawName: string,
  now: number,
): Promise<void> {
  const row = await ownEntry(db, owner, id);
  const name = validName(rawName, 'name');
  if (name === row.name) return;
  await uniqueName(name, () => renameEntry(db, row.id, name, now));
}

/** Deletes a file, or a folder with everything inside it, rows and stored bytes alike. */
export async function deleteCloudEntry(
  db: Db,
  uploads: Uploads,
  owner: CloudOwner,
  id: number,
): Promise<void> {
  const target = await ownEntry(db, owner, id);
  const all = await listStudentEntries(db, owner.studentId);
  const doomed = [target];
  for (let i = 0; i < doomed.length; i += 1) {
    const parent = doomed[i];
    if (parent.is_folder === 1) doomed.push(...all.filter((row) => row.parent_id === parent.id));
  }
  await deleteEntries(
    db,
    owner.studentId,
    doomed.map((row) => row.id),
  );
  for (const row of doomed)
    if (row.stored_name) await uploads.remove(cloudFiles, owner.studentId, row.stored_name);
}

export interface CloudDownload {
  name: string;
  /** Images are shown in the page; everything else is saved as a file. */
  inline: boolean;
  stored: StoredUpload;
}

export async function openCloudFile(
  db: Db,
  uploads: Uploads,
  owner: CloudOwner,
  id: number,
): Promise<CloudDownload> {
  const row = await ownEntry(db, owner, id);
  if (row.is_folder === 1 || !row.stored_name) throw new ApiError(400, msg.notAFile);
  const stored = await uploads.open(cloudFiles, String(owner.studentId), row.stored_name);
  if (!stored) throw new ApiError(404, msg.fileNotFound);
  return { name: row.name, inline: isImageExt(row.file_type), stored };
}
