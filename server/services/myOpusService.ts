import type { MyOpus, MyOpusPage, OpusProject, OpusType, SavedOpus, StaleWork } from '../../core/workTypes';
import { WORK_LIMITS } from '../../core/workTypes';
import type { Db } from '../db/database';
import { creationMessages as msg, messages } from '../messages';
import { ApiError } from '../plugins/envelope';
import type { MyOpusRow } from '../repos/myOpusRepo';
import {
  countMyOpus,
  findMyOpus,
  findMyOpusByPath,
  listMyOpus,
  softDeleteOpus,
  updateOpusAtVersion,
} from '../repos/myOpusRepo';
import { insertOpus } from '../repos/opusRepo';
import { signAnswerLink } from './answerLinks';
import { pagedOf, sliceOf } from './paging';
import { awardMedalsByRules, rewardCreatedWork } from './pointsService';
import { checkSb3 } from './sb3Check';
import { covers, partsOf, pythonWorks, scratchWorks } from './uploads';
import type { UploadKind, Uploads } from './uploads';

/**
 * My works in the creation centre: the list, the project behind one, saves with versions, copies
 * and deletes. Every call is about the caller's own works; any other id is "作品不存在".
 */

export function notFound(): ApiError {
  return new ApiError(404, msg.opusNotFound);
}

export function myOpusOf(row: MyOpusRow): MyOpus {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    opusType: row.opus_type,
    version: row.version,
    published: row.published === 1,
    schoolPublished: row.school_published === 1,
    originalId: row.original_id,
    createTime: Number(row.created_at),
    updateTime: Number(row.updated_at),
  };
}

function savedOf(row: Pick<MyOpusRow, 'id' | 'name' | 'version' | 'cover' | 'updated_at'>): SavedOpus {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    cover: row.cover,
    updateTime: Number(row.updated_at),
  };
}

/** A name as stored: trimmed, 1–30 characters (counted as the student sees them). */
export function opusNameOf(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (name === '') throw new ApiError(400, messages.required('name'), null, 'BAD_FIELD');
  if ([...name].length > WORK_LIMITS.nameMaxLength)
    throw new ApiError(400, msg.nameTooLong(WORK_LIMITS.nameMaxLength), null, 'BAD_FIELD');
  return name;
}

export async function getMyOpusList(
  db: Db,
  studentId: number,
  query: { pageNumber: number; pageSize: number; opusType?: OpusType },
): Promise<MyOpusPage> {
  const [rows, total] = await Promise.all([
    listMyOpus(db, studentId, query.opusType, sliceOf(query)),
    countMyOpus(db, studentId, query.opusType),
  ]);
  return pagedOf(rows.map(myOpusOf), total, query);
}

async function myOpusOrNotFound(db: Db, studentId: number, id: number): Promise<MyOpusRow> {
  const row = await findMyOpus(db, studentId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Where the editor fetches the project: a stored upload through a five-minute signed link (no
 * token in the URL), a starter the server publishes (a template's, the demo works') as it is.
 */
function projectUrlOf(linkSecret: Buffer, projectPath: string, now: number): string {
  const upload = partsOf(scratchWorks, projectPath);
  if (!upload) return projectPath;
  return signAnswerLink(
    linkSecret,
    { folder: 'works', studentId: Number(upload.studentId), file: upload.file },
    now,
  ).url;
}

export async function getOpusProject(
  db: Db,
  linkSecret: Buffer,
  studentId: number,
  id: number,
  now: number,
): Promise<OpusProject> {
  const row = await myOpusOrNotFound(db, studentId, id);
  return { ...myOpusOf(row), projectUrl: projectUrlOf(linkSecret, row.project_path, now) };
}

/** The work whose project file is at `opusPath` (a signed link's query is ignored). */
export async function findOpusByPath(db: Db, studentId: number, opusPath: string): Promise<MyOpus> {
  // An absolute link of this site names the same file as its path.
  const path = (URL.canParse(opusPath) ? new URL(opusPath).pathname : opusPath).split(/[?#]/)[0] ?? '';
  const row = await findMyOpusByPath(db, studentId, path);
  if (!row) throw notFound();
  return myOpusOf(row);
}

function staleError(row: Pick<MyOpusRow, 'id' | 'version' | 'updated_at'>): ApiError {
  const stale: StaleWork = { id: row.id, version: row.version, updateTime: Number(row.updated_at) };
  return new ApiError(409, msg.stale, stale, 'WORK_STALE');
}

const limitText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;

/** The kind the project is stored as, once its bytes hold as a project of `opusType`. */
function checkedProjectKind(opusType: OpusType, file: Buffer): UploadKind {
  if (opusType === 1) {
    const problem = checkSb3(file);
    if (problem?.kind === 'notSb3') throw new ApiError(400, msg.notSb3, null, 'BAD_FIELD');
    if (problem?.kind === 'badProject') throw new ApiError(400, msg.badProject, null, 'BAD_FIELD');
    if (problem?.kind === 'missingAsset')
      throw new ApiError(400, msg.missingAsset(problem.asset), null, 'BAD_FIELD');
    return scratchWorks;
  }
  if (file.length > WORK_LIMITS.pythonMaxBytes)
    throw new ApiError(400, msg.tooLarge('file', limitText(WORK_LIMITS.pythonMaxBytes)), null, 'BAD_FIELD');
  if (!pythonWorks.sniff(file, '')) throw new ApiError(400, msg.notPython, null, 'BAD_FIELD');
  return pythonWorks;
}

/** The limits the save form's file parts are read with (routes/myOpus.ts). */
export const SAVE_FILE_RULES = {
  file: {
    maxBytes: Math.max(WORK_LIMITS.scratchMaxBytes, WORK_LIMITS.pythonMaxBytes),
    tooLarge: msg.tooLarge('file', limitText(WORK_LIMITS.scratchMaxBytes)),
  },
  cover: {
    maxBytes: WORK_LIMITS.coverMaxBytes,
    tooLarge: msg.tooLarge('cover', limitText(WORK_LIMITS.coverMaxBytes)),
  },
} as const;

export interface OpusSaveInput {
  name: string;
  opusType: OpusType;
  /** With `baseVersion`: save over that work; absent: a new work. */
  over?: { id: number; baseVersion: number };
  file: Buffer;
  cover?: Buffer;
}

/**
 * Saves a work. Everything that can be refused is refused before a byte is stored; the files are
 * then stored under new names and the row written in one transaction, the version checked by the
 * write itself. A save that loses (stale, or raced by another) removes what it stored, so it
 * leaves neither a row change nor a file behind. A save that lands removes the files it replaced:
 * autosave writes every few seconds, and each row owns its uploads (a copy copies them).
 */
export async function saveOpus(
  db: Db,
  uploads: Uploads,
  studentId: number,
  input: OpusSaveInput,
  now: number,
): Promise<SavedOpus> {
  const existing = input.over && (await myOpusOrNotFound(db, studentId, input.over.id));
  if (existing && input.over) {
    if (existing.opus_type !== input.opusType)
      throw new ApiError(400, msg.opusTypeChanged, null, 'BAD_FIELD');
    if (existing.version !== input.over.baseVersion) throw staleError(existing);
  }
  const kind = checkedProjectKind(input.opusType, input.file);
  if (input.cover && !covers.sniff(input.cover, ''))
    throw new ApiError(400, msg.coverNotImage, null, 'BAD_FIELD');

  const stored: { kind: UploadKind; path: string }[] = [];
  // The bytes were checked above; the store's own sniff of the kind refuses nothing more.
  const store = async (storeKind: UploadKind, data: Buffer, refusal: string): Promise<string> => {
    const path = await uploads.save(storeKind, studentId, data);
    if (!path) throw new ApiError(400, refusal, null, 'BAD_FIELD');
    stored.push({ kind: storeKind, path });
    return path;
  };
  try {
    const projectPath = await store(kind, input.file, kind === scratchWorks ? msg.notSb3 : msg.notPython);
    const cover = input.cover && (await store(covers, input.cover, msg.coverNotImage));
    const saved = await db.transaction().execute(async (trx) => {
      if (!existing) {
        const id = await insertOpus(trx, {
          student_id: studentId,
          name: input.name,
          opus_type: input.opusType,
          project_path: projectPath,
          cover: cover ?? '',
          created_at: now,
          updated_at: now,
          deleted_at: null,
          activity_id: null,
          seed_key: null,
        });
        await rewardCreatedWork(trx, studentId, now);
        return savedOf({ id, name: input.name, version: 1, cover: cover ?? '', updated_at: now });
      }
      const landed = await updateOpusAtVersion(trx, {
        id: existing.id,
        studentId,
        baseVersion: existing.version,
        name: input.name,
        projectPath,
        cover,
        now,
      });
      if (!landed) {
        const current = await findMyOpus(trx, studentId, existing.id);
        throw current ? staleError(current) : notFound();
      }
      return savedOf({
        id: existing.id,
        name: input.name,
        version: existing.version + 1,
        cover: cover ?? existing.cover,
        updated_at: now,
      });
    });
    if (existing) await removeReplaced(uploads, existing, cover);
    return saved;
  } catch (error) {
    await Promise.all(stored.map((file) => uploads.removePath(file.kind, file.path)));
    throw error;
  }
}

/**
 * The project file (and the cover, when a new one came) a landed save replaced. Published
 * starters and paths outside the upload store are left alone; the save has landed either way, so
 * a file that cannot be removed only costs space.
 */
async function removeReplaced(
  uploads: Uploads,
  replaced: MyOpusRow,
  newCover: string | undefined,
): Promise<void> {
  const files = [uploads.removePath(scratchWorks, replaced.project_path)];
  if (newCover !== undefined && replaced.cover !== '') files.push(uploads.removePath(covers, replaced.cover));
  await Promise.all(files.map((removal) => removal.catch(() => undefined)));
}

/** A new work (version 1) from a project path and cover; the works medals follow. */
export async function insertNewWork(
  db: Db,
  studentId: number,
  work: { name: string; opusType: OpusType; projectPath: string; cover: string; originalId: number | null },
  now: number,
): Promise<SavedOpus> {
  return db.transaction().execute(async (trx) => {
    const id = await insertOpus(trx, {
      student_id: studentId,
      name: work.name,
      opus_type: work.opusType,
      project_path: work.projectPath,
      cover: work.cover,
      original_id: work.originalId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      activity_id: null,
      seed_key: null,
    });
    await awardMedalsByRules(trx, studentId, now);
    return savedOf({ id, name: work.name, version: 1, cover: work.cover, updated_at: now });
  });
}

/**
 * A copy of one of my works, version 1, remembering its original. Its stored files are copied
 * too, so saving either never touches the other's bytes; a published starter is shared by path.
 */
export async function copyOpus(
  db: Db,
  uploads: Uploads,
  studentId: number,
  id: number,
  name: string | undefined,
  now: number,
): Promise<SavedOpus> {
  const source = await myOpusOrNotFound(db, studentId, id);
  const copyName =
    name === undefined
      ? [...msg.copyName(source.name)].slice(0, WORK_LIMITS.nameMaxLength).join('')
      : opusNameOf(name);
  const kind = source.opus_type === 1 ? scratchWorks : pythonWorks;
  const copied = partsOf(kind, source.project_path)
    ? await uploads.copy(kind, source.project_path, studentId)
    : source.project_path;
  if (copied === null) throw notFound();
  // An uploaded cover is copied too; a published one (a template's) is shared by its URL.
  const cover = (await uploads.copy(covers, source.cover, studentId)) ?? source.cover;
  try {
    return await insertNewWork(
      db,
      studentId,
      { name: copyName, opusType: source.opus_type, projectPath: copied, cover, originalId: source.id },
      now,
    );
  } catch (error) {
    await uploads.removePath(kind, copied);
    await uploads.removePath(covers, cover);
    throw error;
  }
}

/** Soft delete: the work leaves every list; its row and files stay for a restore. */
export async function deleteOpus(db: Db, studentId: number, id: number, now: number): Promise<void> {
  if (!(await softDeleteOpus(db, studentId, id, now))) throw notFound();
}
