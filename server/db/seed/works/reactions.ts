import { seededRandom } from '../../../../core/seededRandom';
import type { Db } from '../../database';
import { recountReactions } from '../../../repos/opusReactionRepo';
import { monthRange } from '../../../services/months';
import { rewardLikeReceived } from '../../../services/pointsService';
import { beijingDayNumber } from '../../../services/time';
import { anyWorkComments, commentsByTag, remixComments } from './comments';
import type { PlannedWork } from './plan';
import { hashOf } from './textHash';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;
/** Rows per insert: well under SQLite's limit of bound values. */
const BATCH = 400;

/**
 * The accounts the README hands to testers write no seeded comments, so nothing they type first is
 * a "repeat" of a comment they never wrote.
 */
const TESTER_ACCOUNTS = new Set(['demo', 'trial', 'solo', 'newbie', 'xiaoyu', 'haoran']);

export interface SeededOpus {
  id: number;
  authorId: number;
  work: PlannedWork;
  /** The original's author, for a remix. */
  originalAuthor: string | null;
}

/**
 * What schoolmates did with an open work since it was opened: views on earlier days (never today,
 * so a tester's first run today still counts), likes (each paid to the author in the points
 * ledger, as a real like is), favourites and comments. Counters are recounted from the rows.
 */
export async function seedAudience(
  trx: Db,
  opus: SeededOpus,
  idOf: Map<string, number>,
  schoolmates: string[],
  now: number,
): Promise<void> {
  const { work } = opus;
  const random = seededRandom(hashOf(`reactions:${work.key}`));
  const thisMonth = work.createdAt >= monthRange(now).start;
  // Some time after it was opened and before the last hour (a moment after, for one opened just now).
  const at = () => work.createdAt + 1 + Math.floor(random() * Math.max(1, now - HOUR_MS - work.createdAt));
  // demo leaves this month's works alone, so there is always a classmate's work she can still like.
  const fans = shuffle(
    schoolmates.filter((username) => username !== work.username && !(username === 'demo' && thisMonth)),
    random,
  );
  const keen = work.popular || work.featured;

  const likeCount = Math.min(fans.length, Math.floor(random() ** 1.5 * 12) + (keen ? 10 : 0));
  const collectCount = Math.min(likeCount, Math.floor(random() ** 2 * 5) + (keen ? 3 : 0));
  for (const [index, username] of fans.slice(0, likeCount).entries()) {
    const studentId = idOf.get(username) as number;
    const likedAt = at();
    const like = await trx
      .insertInto('opus_praises')
      .values({ opus_id: opus.id, student_id: studentId, created_at: likedAt })
      .onConflict((oc) => oc.columns(['opus_id', 'student_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (like) await rewardLikeReceived(trx, opus.authorId, like.id, likedAt);
    if (index < collectCount) {
      await trx
        .insertInto('opus_collections')
        .values({ opus_id: opus.id, student_id: studentId, created_at: at() })
        .onConflict((oc) => oc.columns(['opus_id', 'student_id']).doNothing())
        .execute();
    }
  }
  await recountReactions(trx, opus.id);

  await seedViews(trx, opus, schoolmates, idOf, keen, random, now);
  await seedComments(trx, opus, fans, idOf, keen, random, at);
}

async function seedViews(
  trx: Db,
  opus: SeededOpus,
  schoolmates: string[],
  idOf: Map<string, number>,
  keen: boolean,
  random: () => number,
  now: number,
): Promise<void> {
  const viewers = schoolmates.filter((username) => username !== opus.work.username);
  // A popular work is run by nearly half the school every day; others now and then.
  const chance = keen ? 0.45 : 0.02 + random() * 0.05;
  const rows: { opus_id: number; student_id: number; day: number; created_at: number }[] = [];
  for (let day = beijingDayNumber(opus.work.createdAt); day < beijingDayNumber(now); day += 1) {
    const dayStart = day * DAY_MS - BEIJING_OFFSET_MS;
    for (const username of viewers) {
      if (random() >= chance) continue;
      const viewedAt = Math.max(opus.work.createdAt, dayStart + Math.floor(random() * DAY_MS));
      if (beijingDayNumber(viewedAt) !== day) continue;
      rows.push({ opus_id: opus.id, student_id: idOf.get(username) as number, day, created_at: viewedAt });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('opus_views')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) => oc.columns(['opus_id', 'student_id', 'day']).doNothing())
      .execute();
  }
  await trx
    .updateTable('opus')
    .set((eb) => ({
      view_number: eb
        .selectFrom('opus_views')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_views.opus_id', '=', opus.id),
    }))
    .where('id', '=', opus.id)
    .execute();
}

async function seedComments(
  trx: Db,
  opus: SeededOpus,
  fans: string[],
  idOf: Map<string, number>,
  keen: boolean,
  random: () => number,
  at: () => number,
): Promise<void> {
  const writers = fans.filter((username) => !TESTER_ACCOUNTS.has(username));
  const count = Math.min(writers.length, keen ? 3 + Math.floor(random() * 4) : Math.floor(random() * 2.6));
  const fitting = commentsByTag[opus.work.title.tags[0] ?? '游戏'] ?? [];
  const pool = [...fitting, ...anyWorkComments];
  const comments = writers.slice(0, count).map((username) => ({
    student_id: idOf.get(username) as number,
    content: pool[Math.floor(random() * pool.length)] as string,
    created_at: at(),
  }));
  const original = opus.originalAuthor;
  if (original && original !== opus.work.username && !TESTER_ACCOUNTS.has(original) && idOf.has(original)) {
    comments.push({
      student_id: idOf.get(original) as number,
      content: remixComments[Math.floor(random() * remixComments.length)] as string,
      created_at: at(),
    });
  }
  if (comments.length === 0) return;
  await trx
    .insertInto('comments')
    .values(
      comments.map((comment) => ({
        ...comment,
        target_type: 'opus' as const,
        target_id: opus.id,
        status: 'published' as const,
        deleted_at: null,
        deleted_by: null,
      })),
    )
    .execute();
}

function shuffle(items: string[], random: () => number): string[] {
  return items
    .map((item) => ({ item, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.item);
}
