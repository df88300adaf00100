/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator } from 'kysely';
import { createDialect } from '../../server/db/dialect';
import { migrations } from '../../server/db/migrations';
import type { OpusReaction } from '../../core/homeTypes';
import type { IntegralList } from '../../core/pointsTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import type { ApiResponse } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { buildGalleryWorld } from './support/gallery';
import type { GalleryWorld } from './support/gallery';
import { adminQuery, withDatabase } from '../helpers/testDatabase';
import { createStudents } from './support/works';
import type { TokenStudent } from './support/works';

/**
 * Likes and favourites are per-student toggles: the call sets, `?cancel=1` unsets, both
 * idempotent; counters are recounted from rows, and a like pays its author once per liker.
 */

const API = '/api/v3/student';
const now = Date.UTC(2026, 8, 10, 4, 0, 0);

let server: RunningServer;
let world: GalleryWorld;
let fans: TokenStudent[];

beforeAll(async () => {
  server = await startServer({ now: () => now });
  world = await buildGalleryWorld(server.app.db, '开关', now);
  const school = await server.app.db
    .selectFrom('students')
    .select(['organization_id', 'campus_id', 'class_id'])
    .where('id', '=', world.author.id)
    .executeTakeFirstOrThrow();
  fans = await createStudents(server.app.db, '开关粉丝', 10, {
    organizationId: school.organization_id as number,
    campusId: school.campus_id as number,
    classId: school.class_id as number,
  });
}, 60_000);
afterAll(() => server.close());

type Toggle = 'operationOpusPraise' | 'operationOpusCollection';
const toggle = (student: TokenStudent, kind: Toggle, id: number, cancel = false) =>
  apiPost<OpusReaction>(server.baseUrl, `${API}/common/${kind}/${id}${cancel ? '?cancel=1' : ''}`, {
    token: student.token,
  });
const rowsOf = async (table: 'opus_praises' | 'opus_collections', id: number) =>
  server.app.db.selectFrom(table).select('student_id').where('opus_id', '=', id).execute();
const likesPaidTo = async (student: TokenStudent) => {
  const ledger = await apiGet<IntegralList>(
    server.baseUrl,
    `${API}/getMyIntegralList?pageNumber=1&pageSize=50`,
    {
      token: student.token,
    },
  );
  return (ledger.body.result as IntegralList).list.filter((entry) => entry.source === 'like_received').length;
};

describe.each([
  ['operationOpusPraise', 'opus_praises', 'praiseNumber', 'isPraised'],
  ['operationOpusCollection', 'opus_collections', 'collectionNumber', 'isCollectioned'],
] as const)('%s', (kind, table, counter, flag) => {
  test('fifty parallel clicks set it once; fifty parallel cancels leave nothing', async () => {
    const id = world.works.public;
    const fan = fans[0] as TokenStudent;
    const sets = await Promise.all(Array.from({ length: 50 }, () => toggle(fan, kind, id)));
    expect(sets.every((response) => response.status === 200)).toBe(true);
    expect((await rowsOf(table, id)).filter((row) => row.student_id === fan.id)).toHaveLength(1);
    const last = (await toggle(fan, kind, id)).body.result as OpusReaction;
    expect(last).toMatchObject({ opusId: id, [counter]: 1, [flag]: true });

    const cancels = await Promise.all(Array.from({ length: 50 }, () => toggle(fan, kind, id, true)));
    expect(cancels.every((response) => response.status === 200)).toBe(true);
    expect(await rowsOf(table, id)).toHaveLength(0);
    const after = (await toggle(fan, kind, id, true)).body.result as OpusReaction;
    expect(after).toMatchObject({ [counter]: 0, [flag]: false });
  });

  test('many students at once, mixed with cancels: the counter is the rows', async () => {
    const id = world.works.school;
    // Every fan sets; the first half also cancel, all at the same time.
    const calls: Promise<ApiResponse<OpusReaction>>[] = [];
    for (const [index, fan] of fans.entries()) {
      for (let repeat = 0; repeat < 5; repeat += 1) calls.push(toggle(fan, kind, id));
      if (index < 5) calls.push(toggle(fan, kind, id, true));
    }
    await Promise.all(calls);
    const rows = await rowsOf(table, id);
    const stored = await server.app.db
      .selectFrom('opus')
      .select(['praise_number', 'collection_number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kind === 'operationOpusPraise' ? stored.praise_number : stored.collection_number).toBe(
      rows.length,
    );
    expect(new Set(rows.map((row) => row.student_id)).size).toBe(rows.length);
  });

  test('cancel takes a bad value as a bad field', async () => {
    const response = await apiPost(server.baseUrl, `${API}/common/${kind}/${world.works.public}?cancel=yes`, {
      token: (fans[0] as TokenStudent).token,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cancel');
  });
});

describe('points for likes received', () => {
  test('like, unlike, like again, even fifty times in parallel: the author is paid once', async () => {
    const id = world.works.public;
    const fan = fans[1] as TokenStudent;
    const before = await likesPaidTo(world.author);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(Array.from({ length: 50 }, () => toggle(fan, 'operationOpusPraise', id)));
      await toggle(fan, 'operationOpusPraise', id, true);
    }
    await toggle(fan, 'operationOpusPraise', id);
    expect(await likesPaidTo(world.author)).toBe(before + 1);

    // A second liker pays once more; the author liking their own work pays nothing.
    await toggle(fans[2] as TokenStudent, 'operationOpusPraise', id);
    await toggle(world.author, 'operationOpusPraise', id);
    expect(await likesPaidTo(world.author)).toBe(before + 2);
  });
});

describe('likes paid before likes could be taken back', () => {
  test('their ledger entries move to the work-and-liker key, so a like given again is not paid twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-likes-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = adminUrl ? `cs_likes_${randomBytes(6).toString('hex')}` : undefined;
    if (adminUrl && database) await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    const { dialect } = createDialect({
      dataDir,
      databaseUrl: adminUrl && database ? withDatabase(adminUrl, database) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = new Kysely<any>({ dialect });
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('2026_07_01_creation_centre')).error).toBeUndefined();
      const student = (name: string) =>
        old
          .insertInto('students')
          .values({
            username: name,
            password_hash: '-',
            real_name: name,
            nick_name: name,
            avatar: '',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const author = await student('author');
      const liker = await student('liker');
      const work = await old
        .insertInto('opus')
        .values({
          student_id: author.id,
          name: '旧作品',
          opus_type: 1,
          published: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const praise = await old
        .insertInto('opus_praises')
        .values({ opus_id: work.id, student_id: liker.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await old
        .insertInto('points_ledger')
        .values({
          student_id: author.id,
          delta: 1,
          source: 'like_received',
          reason: '作品获得同学点赞',
          reference_kind: 'opus_praise',
          reference_id: praise.id,
          created_at: now,
        })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const entries = await old
        .selectFrom('points_ledger')
        .select(['reference_kind', 'reference_id'])
        .where('source', '=', 'like_received')
        .execute();
      expect(entries).toEqual([{ reference_kind: `opus_like:${work.id}`, reference_id: liker.id }]);
    } finally {
      await old.destroy();
      if (adminUrl && database)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
