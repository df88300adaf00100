import type { Activity, ActivityDetail, ActivityListQuery, ActivityPage } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { activityMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { countActivityEntries, findVisibleActivity, pageActivities } from '../repos/activityRepo';
import type { ActivityRow } from '../repos/activityRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { viewerOfProfile } from './opusVisibility';
import { sliceOf } from './paging';

/**
 * SPEC.md §6: creative activities belong to schools; trial students and students of no
 * organisation have none. Returns the organisation whose activities the caller may see.
 */
function activityOrganizationOf(student: StudentProfileRow): number {
  if (student.student_status === 1 || student.organization_id === null) {
    throw new ApiError(403, msg.activitiesSchoolOnly);
  }
  return student.organization_id;
}

function activityOf(row: ActivityRow): Activity {
  const status = row.activities_status;
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    startTime: row.start_time,
    endTime: row.end_time,
    activitiesStatus: status === '1' || status === '2' ? status : '',
    planCount: row.plan_count,
    surplusCount: row.surplus_count,
  };
}

/** The times are sent as they are; the display state is the client's, from `serverTime`. */
export async function getActivities(
  db: Db,
  student: StudentProfileRow,
  query: ActivityListQuery,
  now: number,
): Promise<ActivityPage> {
  const organizationId = activityOrganizationOf(student);
  const { rows, total } = await pageActivities(
    db,
    { organizationId, filter: query.status ?? 'all', now },
    sliceOf(query),
  );
  return {
    list: rows.map(activityOf),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    serverTime: now,
  };
}

export async function getActivityDetail(
  db: Db,
  student: StudentProfileRow,
  id: number,
  now: number,
): Promise<ActivityDetail> {
  const row = await findVisibleActivity(db, id, activityOrganizationOf(student));
  if (!row) throw new ApiError(404, msg.activityNotFound);
  // Counted from the entries themselves (as far as the student may see them), never a stored number.
  const opusCount = await countActivityEntries(db, row.id, viewerOfProfile(student));
  return {
    ...activityOf(row),
    content: row.content,
    organizer: row.organizer,
    opusCount,
    serverTime: now,
  };
}
