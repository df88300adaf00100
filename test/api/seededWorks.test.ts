/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IntegralEntry, IntegralList } from '../../core/pointsTypes';
import { seedDemoSchool } from '../../server/db/seed';
import { workTitles } from '../../server/db/seed/works/catalogue';
import { beijingDayNumber } from '../../server/services/time';
import { apiGet } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';

/**
 * The demo school's seeded works are consistent the way real use would leave them: every counter a
 * child sees is the number of rows behind it, every like was paid to its author, and remixes,
 * picks, activity entries and comments follow the rules of the works pages.
 */

/**
 * One day, not the machine's: the seed spreads works over the months before the server's day, so
 * on some days no work has yet lived long enough for four-figure views.
 */
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false, now: () => NOW });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const db = () => server.app.db;

async function countsBy(
  table: 'opus_praises' | 'opus_collections' | 'opus_views',
): Promise<Map<number, number>> {
  const rows = await db()
    .selectFrom(table)
    .select(['opus_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('opus_id')
    .execute();
  return new Map(rows.map((row) => [row.opus_id, Number(row.count)]));
}

async function seededWorks() {
  return db()
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select([
      'opus.id',
      'opus.student_id',
      'opus.name',
      'opus.opus_type',
      'opus.project_path',
      'opus.published',
      'opus.school_published',
      'opus.praise_number',
      'opus.collection_number',
      'opus.view_number',
      'opus.featured_at',
      'opus.published_at',
      'opus.original_id',
      'opus.activity_id',
      'opus.is_activity_opus',
      'opus.created_at',
      'students.username',
      'classes.name as class_name',
    ])
    .where('opus.seed_key', 'is not', null)
    .execute();
}

test('every counter is the number of its rows: likes, favourites and views', async () => {
  const [works, likes, favourites, views] = await Promise.all([
    seededWorks(),
    countsBy('opus_praises'),
    countsBy('opus_collections'),
    countsBy('opus_views'),
  ]);
  const wrong = works.filter(
    (work) =>
      Number(work.praise_number) !== (likes.get(work.id) ?? 0) ||
      Number(work.collection_number) !== (favourites.get(work.id) ?? 0) ||
      Number(work.view_number) !== (views.get(work.id) ?? 0),
  );
  expect(wrong).toEqual([]);
  // A few works are popular enough for the 1.2K style of count.
  expect(Math.max(...works.map((work) => Number(work.view_number)))).toBeGreaterThan(1000);
});

test('no view is from today or from the author, and only open works have an audience', async () => {
  const today = beijingDayNumber(server.app.clock.now());
  const views = await db()
    .selectFrom('opus_views')
    .innerJoin('opus', 'opus.id', 'opus_views.opus_id')
    .select(['opus_views.day', 'opus_views.student_id', 'opus.student_id as author', 'opus.school_published'])
    .execute();
  expect(views.length).toBeGreaterThan(1000);
  expect(views.filter((view) => view.day >= today || view.student_id === view.author)).toEqual([]);

  const closed = (await seededWorks()).filter((work) => work.school_published === 0 && work.published === 0);
  expect(closed.length).toBeGreaterThan(0);
  for (const work of closed) {
    expect([work.praise_number, work.collection_number, work.view_number].map(Number)).toEqual([0, 0, 0]);
  }
});

test('each like from a schoolmate is paid to the author once in the points ledger', async () => {
  async function ledgerOf(username: string): Promise<IntegralEntry[]> {
    const student = await signIn(server, username);
    const all: IntegralEntry[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await apiGet<IntegralList>(
        server.baseUrl,
        `/api/v3/student/getMyIntegralList?pageNumber=${page}&pageSize=50`,
        { token: student.token },
      );
      all.push(...body.result.list);
      if (all.length >= body.result.total) return all;
    }
  }
  for (const username of ['demo', 'xiaoyu', 'haoran', 'zhouzihan']) {
    const received = await db()
      .selectFrom('opus_praises')
      .innerJoin('opus', 'opus.id', 'opus_praises.opus_id')
      .innerJoin('students', 'students.id', 'opus.student_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('students.username', '=', username)
      .whereRef('opus_praises.student_id', '!=', 'opus.student_id')
      .executeTakeFirstOrThrow();
    const paid = (await ledgerOf(username)).filter((entry) => entry.source === 'like_received');
    expect({ username, paid: paid.length }).toEqual({ username, paid: Number(received.count) });
    expect(Number(received.count)).toBeGreaterThan(0);
  }
});

test('the works are spread over classes, five months, three kinds of visibility, and every title', async () => {
  const works = await seededWorks();
  expect(new Set(works.map((work) => work.class_name))).toEqual(
    new Set(['Scratch启蒙A班', 'Python进阶B班', 'Scratch创意C班', 'Scratch体验班']),
  );
  const months = new Set(works.map((work) => new Date(work.created_at).toISOString().slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(5);
  const visibility = (work: (typeof works)[number]) =>
    work.published ? 'public' : work.school_published ? 'school' : 'private';
  expect(new Set(works.map(visibility))).toEqual(new Set(['public', 'school', 'private']));
  // Trial students may not open a work to everyone.
  expect(works.filter((work) => work.class_name === 'Scratch体验班' && work.published === 1)).toEqual([]);
  // Every open work says when it was opened.
  expect(works.filter((work) => work.school_published === 1 && work.published_at === null)).toEqual([]);

  const seededProjects = new Set(works.map((work) => work.project_path));
  expect(
    workTitles.filter((title) => !seededProjects.has(title.projectPath)).map((title) => title.title),
  ).toEqual([]);
  const publicDir = path.resolve(__dirname, '../../public');
  expect([...seededProjects].filter((project) => !existsSync(path.join(publicDir, project)))).toEqual([]);
});

test('every work has its tags', async () => {
  const works = await seededWorks();
  const tagged = await db().selectFrom('opus_tag_links').select('opus_id').distinct().execute();
  const ids = new Set(tagged.map((row) => row.opus_id));
  expect(works.filter((work) => !ids.has(work.id)).map((work) => work.name)).toEqual([]);
});

test('two works are a teacher’s picks, open to everyone', async () => {
  const picks = (await seededWorks()).filter((work) => work.featured_at !== null);
  expect(picks.map((work) => `${work.username}:${work.name}`).sort()).toEqual([
    'demo:海底探险',
    'xiaoyu:彩色螺旋',
  ]);
  for (const pick of picks) {
    expect(pick.published).toBe(1);
    expect(Number(pick.featured_at)).toBeGreaterThanOrEqual(Number(pick.published_at));
  }
});

test('a remix names an earlier open work of a schoolmate, with the same project', async () => {
  const works = await seededWorks();
  const byId = new Map(works.map((work) => [work.id, work]));
  const remixes = works.filter((work) => work.original_id !== null);
  expect(remixes.length).toBeGreaterThanOrEqual(5);
  for (const remix of remixes) {
    const original = byId.get(remix.original_id as number);
    expect(original).toBeDefined();
    expect(original?.student_id).not.toBe(remix.student_id);
    expect(original?.school_published).toBe(1);
    expect(original?.project_path).toBe(remix.project_path);
    expect(Number(original?.created_at)).toBeLessThan(Number(remix.created_at));
    expect(remix.name).toBe(`${original?.name.replace('（改编）', '')}（改编）`);
  }
});

test('activity entries were made within their activity’s dates and are open to the school', async () => {
  const entries = (await seededWorks()).filter((work) => work.activity_id !== null);
  const activities = await db().selectFrom('activities').select(['id', 'start_time', 'end_time']).execute();
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  expect(new Set(entries.map((entry) => entry.activity_id)).size).toBeGreaterThanOrEqual(4);
  for (const entry of entries) {
    const activity = byId.get(entry.activity_id as number);
    expect(entry.is_activity_opus).toBe(1);
    expect(entry.school_published).toBe(1);
    expect(Number(entry.created_at)).toBeGreaterThanOrEqual(Number(activity?.start_time));
    expect(Number(entry.created_at)).toBeLessThanOrEqual(Number(activity?.end_time));
  }
  const names = entries.map((entry) => `${entry.username}:${entry.name}`);
  // The autumn contest's results name these winners.
  expect(names).toEqual(
    expect.arrayContaining(['haoran:垃圾分类大作战', 'demo:小水滴的旅行', 'xiaoyu:森林守护者']),
  );
});

test('comments are schoolmates’ published words on open works, after the work was made', async () => {
  const comments = await db()
    .selectFrom('comments')
    .innerJoin('opus', 'opus.id', 'comments.target_id')
    .select([
      'comments.content',
      'comments.status',
      'comments.student_id',
      'comments.created_at',
      'opus.student_id as author',
      'opus.original_id',
      'opus.school_published',
      'opus.created_at as made_at',
    ])
    .where('comments.target_type', '=', 'opus')
    .execute();
  expect(comments.length).toBeGreaterThanOrEqual(50);
  for (const comment of comments) {
    expect(comment.status).toBe('published');
    expect(comment.school_published).toBe(1);
    expect(comment.student_id).not.toBe(comment.author);
    expect([...comment.content].length).toBeGreaterThanOrEqual(1);
    expect([...comment.content].length).toBeLessThanOrEqual(300);
    expect(Number(comment.created_at)).toBeGreaterThan(Number(comment.made_at));
    expect(Number(comment.created_at)).toBeLessThan(server.app.clock.now());
  }
});

test(
  'seeding again adds no views, comments, tags or points',
  async () => {
    const count = async () =>
      Promise.all(
        (['opus_views', 'comments', 'opus_tag_links', 'points_ledger', 'opus'] as const).map(
          async (table) => {
            const row = await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow();
            return Number(row.count);
          },
        ),
      );
    const before = await count();
    await seedDemoSchool(db(), server.app.clock.now());
    expect(await count()).toEqual(before);
  },
  SETUP_TIMEOUT_MS,
);
