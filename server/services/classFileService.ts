import type { Paged } from '../../core/homeTypes';
import { studyPaths } from '../../core/studyTypes';
import type { ResourceFile, ResourceFileQuery, ResourceFileType } from '../../core/studyTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { findClassFile, findClassFileData, pageClassFiles } from '../repos/classFileRepo';
import type { ClassFileRow } from '../repos/classFileRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { classesOf } from './myCourses';
import { pagedOf, sliceOf } from './paging';

/**
 * Files a class's teachers share (课堂资料): listed and downloaded only by the learners of the
 * class (their card group's classes); to anyone else a file is the same 404 as an unknown id.
 */

const FILE_TYPES: readonly ResourceFileType[] = [
  'pdf',
  'doc',
  'ppt',
  'xls',
  'image',
  'video',
  'audio',
  'sb3',
  'py',
  'zip',
];

function fileTypeOf(type: string): ResourceFileType {
  return (FILE_TYPES as readonly string[]).includes(type) ? (type as ResourceFileType) : 'other';
}

function resourceFileOf(row: ClassFileRow): ResourceFile {
  return {
    id: row.id,
    fileName: row.file_name,
    fileType: fileTypeOf(row.file_type),
    size: row.size,
    className: row.class_name,
    courseName: row.course_name ?? '',
    createTime: row.created_at,
    downloadUrl: studyPaths.resourceFileDownload(row.id),
  };
}

export async function listClassFiles(
  db: Db,
  student: StudentProfileRow,
  query: ResourceFileQuery,
): Promise<Paged<ResourceFile>> {
  const classIds = (await classesOf(db, student)).map((row) => row.class_id);
  const { rows, total } = await pageClassFiles(db, classIds, query.courseId, sliceOf(query));
  return pagedOf(rows.map(resourceFileOf), total, query);
}

/** A file of one of my classes with its bytes; anything else → 404. */
export async function openClassFile(
  db: Db,
  student: StudentProfileRow,
  id: number,
): Promise<{ row: ClassFileRow; data: Buffer }> {
  const row = await findClassFile(db, id);
  const classIds = (await classesOf(db, student)).map((klass) => klass.class_id);
  if (!row || !classIds.includes(row.class_id)) throw new ApiError(404, msg.classFileNotFound);
  const data = await findClassFileData(db, id);
  if (!data) throw new ApiError(404, msg.classFileNotFound);
  return { row, data };
}
