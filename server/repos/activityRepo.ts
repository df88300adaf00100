import type { Selectable } from 'kysely';
import type { ActivityStatusFilter } from '../../core/homeTypes';
import type { Db } from '../db/database';
import type { ActivitiesTable } from '../db/tables/activities';
import type { OpusViewer } from '../services/opusVisibility';
import { visibleOpusFor } from './opusRepo';
import type { PageSlice } from './pageSlice';

export type ActivityRow = Selectable<ActivitiesTable>;

export interface ActivityScope {
  /** The caller's organisation: its activities and the ones open to everyone are visible. */
  organizationId: number;
  /** 'running': not ended by time and not closed; 'ended': past its end time, or closed ('1'). */
  filter: ActivityStatusFilter;
  now: number;
}

function scopedActivities(db: Db, scope: ActivityScope) {
  let query = db
    .selectFrom('activities')
    .where((eb) =>
      eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', scope.organizationId)]),
    );
  if (scope.filter === 'running') {
    query = query.where('end_time', '>', scope.now).where('activities_status', '<>', '1');
  } else if (scope.filter === 'ended') {
    query = query.where((eb) => eb.or([eb('end_time', '<=', scope.now), eb('activities_status', '=', '1')]));
  }
  return query;
}

export async function pageActivities(
  db: Db,
  scope: ActivityScope,
  page: PageSlice,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    scopedActivities(db, scope)
      .selectAll()
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    scopedActivities(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The activity if the organisation may see it. */
export async function findVisibleActivity(
  db: Db,
  id: number,
  organizationId: number,
): Promise<ActivityRow | undefined> {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .executeTakeFirst();
}

/** The works entered in the activity that the viewer may see (opus.activity_id), counted from the works. */
export async function countActivityEntries(db: Db, activityId: number, viewer: OpusViewer): Promise<number> {
  const row = await db
    .selectFrom('opus')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('opus.activity_id', '=', activityId)
    .where(visibleOpusFor(viewer))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
