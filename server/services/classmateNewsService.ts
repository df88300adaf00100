import type { ClassmateNews, Paged } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { countClassmateOpus, listClassmateOpus } from '../repos/opusRepo';
import { listStudentClasses } from '../repos/studentClassesRepo';
import { coverOf } from './galleryCards';

/**
 * Classmates' works, newest first: authors in the learner's own class(es) of their own
 * organisation, works opened to the school or to everyone. Never another class's or school's
 * works, never anyone's private work, never the learner's own.
 */
export async function getClassmateNews(
  db: Db,
  viewerId: number,
  organizationId: number | null,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<ClassmateNews>> {
  const empty = { list: [], total: 0, pageNumber, pageSize };
  if (organizationId === null) return empty;
  const classes = await listStudentClasses(db, viewerId, organizationId);
  if (classes.length === 0) return empty;
  const query = {
    organizationId,
    classIds: [...new Set(classes.map((card) => card.class_id))],
    excludeStudentIds: [viewerId, ...classes.map((card) => card.student_id)],
    viewerId,
    offset: (pageNumber - 1) * pageSize,
    limit: pageSize,
  };
  const [total, rows] = await Promise.all([countClassmateOpus(db, query), listClassmateOpus(db, query)]);
  return {
    list: rows.map((row) => ({
      studentId: row.student_id,
      studentName: row.real_name,
      studentAvatar: row.avatar,
      className: row.class_name,
      opusId: row.opus_id,
      opusName: row.opus_name,
      opusCover: coverOf(row.cover, row.opus_type === 2 ? 2 : 1, row.opus_id),
      opusType: row.opus_type === 2 ? 2 : 1,
      isActivityOpus: row.is_activity_opus === 1,
      viewNumber: row.view_number,
      praiseNumber: row.praise_number,
      collectionNumber: row.collection_number,
      isPraised: Number(row.praised) === 1,
      isCollectioned: Number(row.collected) === 1,
      createTime: Number(row.created_at),
    })),
    total,
    pageNumber,
    pageSize,
  };
}
