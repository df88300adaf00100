import type { Paged } from '../../core/homeTypes';
import type { DeletedOpus, MyOpusStanding, OpusVisibility } from '../../core/galleryTypes';
import { GALLERY_LIMITS } from '../../core/galleryTypes';
import type { MyOpus, OpusProject, OpusType, SavedOpus, StaleWork } from '../../core/workTypes';
import { WORK_LIMITS } from '../../core/workTypes';
import type { Db } from '../db/database';
import { creationMessages as msg, messages } from '../messages';
import { ApiError } from '../plugins/envelope';
import type { MyOpusRow, MyOpusStandingRow } from '../repos/myOpusRepo';
import {
  countDeletedOpus,
  countMyOpus,
  findDeletedAt,
  findMyOpus,
  findMyOpusByPath,
  findMyOpusStanding,
  listDeletedOpus,
  listMyOpusStanding,
  restoreDeletedOpus,
  setOpusOpenness,
  softDeleteOpus,
  updateOpusAtVersion,
} from '../repos/myOpusRepo';
import { findVisibleOpusProject, insertOpus } from '../repos/opusRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { coverOf } from './galleryCards';
import type { OpusViewer } from './opusVisibility';
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

function visibilityOf(row: Pick<MyOpusRow, 'published' | 'school_published'>): OpusVisibility {
  if (row.published === 1) return 2;
  return row.school_published === 1 ? 1 : 0;
}

/** One of my works as only I see it: who may see it, whether it is held, and its counters. */
export function standingOf(row: MyOpusStandingRow): MyOpusStanding {
  return {
    ...myOpusOf(row),
    visibility: visibilityOf(row),
    held: row.held === 1,
    viewNumber: row.view_number,
    praiseNumber: row.praise_number,
    collectionNumber: row.collection_number,
    commentNumber: row.comment_number,
  };
}

export async function getMyOpusList(
  db: Db,
  studentId: number,
  query: { pageNumber: number; pageSize: number; opusType?: OpusType },
): Promise<Paged<MyOpusStanding>> {
  const [rows, total] = await Promise.all([
    listMyOpusStanding(db, studentId, query.opusType, sliceOf(query)),
    countMyOpus(db, studentId, query.opusType),
  ]);
  return pagedOf(rows.map(standingOf), total, query);
}

/** Who may see my work: 0 only me, 1 my school, 2 everyone. */
export type Openness = OpusVisibility;

/**
 * Opens my work to my school or to everyone, or makes it private again. Opening to the school
 * needs a school; opening to everyone needs an account allowed to publish (a school's student or a
 * member, not a trial account). A work opened to everyone is open to its author's school too.
 */
export async function setMyOpusOpenness(
  db: Db,
  student: Pick<StudentProfileRow, 'id' | 'organization_id' | 'student_status'>,
  id: number,
  openness: Openness,
  now: number,
): Promise<MyOpusStanding> {
  if (openness === 1 && student.organization_id === null)
    throw new ApiError(403, msg.schoolOpenNeedsSchool, null, 'FORBIDDEN');
  if (openness === 2 && student.student_status === 1)
    throw new ApiError(403, msg.trialCannotPublish, null, 'FORBIDDEN');
  const flags = {
    published: openness === 2 ? 1 : 0,
    schoolPublished: openness === 0 ? 0 : 1,
  } as const;
  if (!(await setOpusOpenness(db, student.id, id, flags, now))) throw notFound();
  return myStandingOrNotFound(db, student.id, id);
}

async function myStandingOrNotFound(db: Db, studentId: number, id: number): Promise<MyOpusStanding> {
  const row = await findMyOpusStanding(db, studentId, id);
  if (!row) throw notFound();
  return standingOf(row);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RESTORE_WINDOW_MS = GALLERY_LIMITS.restoreDays * DAY_MS;

/** My bin: works deleted in the last 30 days, the latest first, with when each is gone for good. */
export async function getMyDeletedOpus(
  db: Db,
  studentId: number,
  query: { pageNumber: number; pageSize: number },
  now: number,
): Promise<Paged<DeletedOpus>> {
  const since = now - RESTORE_WINDOW_MS;
  const [rows, total] = await Promise.all([
    listDeletedOpus(db, studentId, since, sliceOf(query)),
    countDeletedOpus(db, studentId, since),
  ]);
  return pagedOf(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      cover: coverOf(row.cover, row.opus_type, row.id),
      opusType: row.opus_type,
      deleteTime: row.deleted_at,
      purgeTime: row.deleted_at + RESTORE_WINDOW_MS,
    })),
    total,
    query,
  );
}

/** A work back from the bin as it was (its openness kept); 409 RESTORE_EXPIRED after 30 days. */
export async function restoreOpus(
  db: Db,
  studentId: number,
  id: number,
  now: number,
): Promise<MyOpusStanding> {
  const deletedAt = await findDeletedAt(db, studentId, id);
  if (deletedAt === undefined) throw notFound();
  const since = now - RESTORE_WINDOW_MS;
  if (deletedAt <= since || !(await restoreDeletedOpus(db, studentId, id, since)))
    throw new ApiError(409, msg.restoreExpired(GALLERY_LIMITS.restoreDays), null, 'RESTORE_EXPIRED');
  return myStandingOrNotFound(db, studentId, id);
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
export function projectUrlOf(linkSecret: Buffer, projectPath: string, now: number): string {
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
 * A copy of a work I may see (mine, or a remix of another's), version 1 and private, remembering
 * its original. Its stored files are copied too, so saving either never touches the other's
 * bytes; a published starter is shared by path. A copy of my own work is named "… 副本", a remix
 * keeps the original's name.
 */
export async function copyOpus(
  db: Db,
  uploads: Uploads,
  viewer: OpusViewer,
  id: number,
  name: string | undefined,
  now: number,
): Promise<SavedOpus> {
  const source = await findVisibleOpusProject(db, id, viewer);
  if (!source) throw notFound();
  const defaultName = source.student_id === viewer.id ? msg.copyName(source.name) : source.name;
  const copyName =
    name === undefined ? [...defaultName].slice(0, WORK_LIMITS.nameMaxLength).join('') : opusNameOf(name);
  const kind = source.opus_type === 1 ? scratchWorks : pythonWorks;
  const copied = partsOf(kind, source.project_path)
    ? await uploads.copy(kind, source.project_path, viewer.id)
    : source.project_path;
  if (copied === null) throw notFound();
  // An uploaded cover is copied too; a published one (a template's) is shared by its URL.
  const cover = (await uploads.copy(covers, source.cover, viewer.id)) ?? source.cover;
  try {
    return await insertNewWork(
      db,
      viewer.id,
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
