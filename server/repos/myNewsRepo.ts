import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MyNewsTable } from '../db/tables/myNews';

export type MyNewsRow = Selectable<MyNewsTable>;

/**
 * The items addressed to this student, to their organisation, or to everyone; heaviest first, then
 * newest. A student without an organisation gets their own and everyone's.
 */
export async function listMyNews(
  db: Db,
  studentId: number,
  organizationId: number | null,
  limit: number,
): Promise<MyNewsRow[]> {
  return db
    .selectFrom('my_news')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('student_id', '=', studentId),
        eb.and([
          eb('student_id', 'is', null),
          organizationId === null
            ? eb('organization_id', 'is', null)
            : eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]),
        ]),
      ]),
    )
    .orderBy('weight', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
