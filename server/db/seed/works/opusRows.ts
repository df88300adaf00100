import { seededRandom } from '../../../../core/seededRandom';
import type { Db } from '../../database';
import { activities } from '../campus/activities';
import type { PlannedWork } from './plan';
import { seedAudience } from './reactions';
import { hashOf } from './textHash';

const HOUR_MS = 60 * 60 * 1000;

interface ActivityWindow {
  id: number;
  start: number;
  end: number;
}

/**
 * The planned works as rows, oldest first so a remix finds its original: tags by name, the
 * activity it was entered in (only when made within the activity's dates), when it was opened
 * and picked, and — for a new open work — its audience (reactions.ts). Idempotent by seed key: a
 * work already there is left as it is, with everything that came with it.
 */
export async function seedWorks(
  trx: Db,
  plan: PlannedWork[],
  idOf: Map<string, number>,
  schoolmates: string[],
  now: number,
): Promise<void> {
  const idByKey = new Map(
    (await trx.selectFrom('opus').select(['id', 'seed_key']).where('seed_key', 'is not', null).execute()).map(
      (row) => [row.seed_key as string, row.id],
    ),
  );
  const tagId = new Map(
    (await trx.selectFrom('opus_tags').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
  );
  const windows = await activityWindows(trx);
  const authorOf = new Map(plan.map((work) => [work.key, work.username]));

  for (const work of [...plan].sort((a, b) => a.createdAt - b.createdAt)) {
    const studentId = idOf.get(work.username);
    if (studentId === undefined || idByKey.has(work.key)) continue;
    const random = seededRandom(hashOf(`opened:${work.key}`));
    const window = work.title.activity ? windows.get(work.title.activity) : undefined;
    const entered = window !== undefined && work.createdAt >= window.start && work.createdAt <= window.end;
    // An entry is shown in the school's gallery: that is how it takes part.
    const schoolPublished = work.schoolPublished || entered;
    const publishedAt = schoolPublished
      ? Math.max(
          work.createdAt,
          Math.min(now - HOUR_MS, work.createdAt + Math.floor(random() * 20 * HOUR_MS)),
        )
      : null;
    const originalId = work.remixOf ? (idByKey.get(work.remixOf) ?? null) : null;
    const inserted = await trx
      .insertInto('opus')
      .values({
        seed_key: work.key,
        student_id: studentId,
        name: work.name,
        description: originalId
          ? `改编了同学的《${work.title.title}》。${work.title.description}`
          : work.title.description,
        cover: work.title.cover,
        opus_type: work.title.opusType,
        project_path: work.title.projectPath,
        is_activity_opus: entered ? 1 : 0,
        activity_id: entered ? window.id : null,
        published: work.published ? 1 : 0,
        school_published: schoolPublished ? 1 : 0,
        published_at: publishedAt,
        // Picked by a teacher within a day of opening, never in the future.
        featured_at:
          work.featured && publishedAt !== null
            ? Math.max(publishedAt, Math.min(now - HOUR_MS, publishedAt + 24 * HOUR_MS))
            : null,
        original_id: originalId,
        created_at: work.createdAt,
        updated_at: publishedAt ?? work.createdAt,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    idByKey.set(work.key, inserted.id);

    const links = work.title.tags.flatMap((name) => {
      const id = tagId.get(name);
      return id === undefined ? [] : [{ opus_id: inserted.id, tag_id: id }];
    });
    if (links.length > 0)
      await trx
        .insertInto('opus_tag_links')
        .values(links)
        .onConflict((oc) => oc.columns(['opus_id', 'tag_id']).doNothing())
        .execute();

    if (schoolPublished) {
      const originalAuthor = work.remixOf ? (authorOf.get(work.remixOf) ?? null) : null;
      await seedAudience(
        trx,
        {
          id: inserted.id,
          authorId: studentId,
          work: { ...work, createdAt: publishedAt ?? work.createdAt },
          originalAuthor,
        },
        idOf,
        schoolmates,
        now,
      );
    }
  }
}

/** The seeded activities' ids and dates, by their seed key. */
async function activityWindows(trx: Db): Promise<Map<string, ActivityWindow>> {
  const rows = await trx
    .selectFrom('activities')
    .select(['id', 'seed_key', 'start_time', 'end_time'])
    .where(
      'seed_key',
      'in',
      activities.map((activity) => activity.key),
    )
    .execute();
  return new Map(
    rows.map((row) => [row.seed_key as string, { id: row.id, start: row.start_time, end: row.end_time }]),
  );
}
