/** @jest-environment node */
import type {
  ClassmateCard,
  CollectionPage,
  GalleryOpus,
  GalleryPage,
  OpusDetail,
  StudentTimeline,
} from '../../core/galleryTypes';
import type { Paged } from '../../core/homeTypes';
import type { Classmate } from '../../core/galleryTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { buildGalleryWorld, STANDINGS, standingsOf } from './support/gallery';
import type { GalleryWorld, Standing } from './support/gallery';
import type { TokenStudent } from './support/works';

/**
 * One visibility rule on every read, list, count and search: private → the author; school-open →
 * the author's school; public → everyone; held → the author; deleted → nobody. Each viewer below
 * is checked on every call that can show a work.
 */

const API = '/api/v3/student';
const PREFIX = '可见性';
const now = Date.UTC(2026, 8, 10, 4, 0, 0);

let server: RunningServer;
let world: GalleryWorld;

beforeAll(async () => {
  server = await startServer({ now: () => now });
  world = await buildGalleryWorld(server.app.db, PREFIX, now);
  // Every viewer has every work among their favourites (rows made straight in the database, as
  // if collected while the works were open): the list must still show only what they may see.
  for (const viewer of [world.author, world.classmate, world.stranger]) {
    await server.app.db
      .insertInto('opus_collections')
      .values(
        STANDINGS.map((standing) => ({
          opus_id: world.works[standing],
          student_id: viewer.id,
          created_at: now,
        })),
      )
      .execute();
  }
}, 60_000);
afterAll(() => server.close());

type Viewer = 'author' | 'classmate' | 'stranger';
const VIEWERS: Viewer[] = ['author', 'classmate', 'stranger'];
const student = (viewer: Viewer): TokenStudent => world[viewer];

/** What each viewer may open by id (and so like, collect, run, remix, find among favourites). */
const MAY_OPEN: Record<Viewer | 'visitor', Standing[]> = {
  author: ['private', 'school', 'public', 'held'],
  classmate: ['school', 'public'],
  stranger: ['public'],
  visitor: ['public'],
};
/** The public gallery lists works open to everyone; the author still sees their own held one. */
const PUBLIC_GALLERY: Record<Viewer, Standing[]> = {
  author: ['public', 'held'],
  classmate: ['public'],
  stranger: ['public'],
};
/** The school gallery: works of my school's students open to the school or to everyone. */
const SCHOOL_GALLERY: Record<Viewer, Standing[]> = {
  author: ['school', 'public', 'held'],
  classmate: ['school', 'public'],
  stranger: [],
};

const get = <T>(viewer: Viewer, path: string) =>
  apiGet<T>(server.baseUrl, `${API}/${path}`, { token: student(viewer).token });
const keyword = `keyword=${encodeURIComponent(PREFIX)}`;

describe.each(VIEWERS)('as the %s', (viewer) => {
  test('a work opens by id only when it may be seen; the rest are 404 作品不存在', async () => {
    const opened: Standing[] = [];
    for (const standing of STANDINGS) {
      const response = await get<OpusDetail>(viewer, `getOpusDetails?id=${world.works[standing]}`);
      if (response.status === 200) opened.push(standing);
      else expect(response.body).toMatchObject({ code: 404, message: '作品不存在', errorCode: 'NOT_FOUND' });
    }
    expect(opened).toEqual(MAY_OPEN[viewer]);
  });

  test.each([
    ['getFeaturedOpusList', 'public'],
    ['getLatestOpusList', 'public'],
    ['getRecommendOpusList', 'public'],
    ['getSchoolFeaturedOpusList', 'school'],
    ['getSchoolLatestOpusList', 'school'],
    ['getSchoolRecommendOpusList', 'school'],
  ] as const)('%s shows, counts and finds only what may be seen', async (path, gallery) => {
    const expected = (gallery === 'public' ? PUBLIC_GALLERY : SCHOOL_GALLERY)[viewer];
    const page = (await get<GalleryPage>(viewer, `${path}?${keyword}&pageSize=50`)).body
      .result as GalleryPage;
    expect(
      standingsOf(
        world,
        page.list.map((work) => work.id),
      ),
    ).toEqual(expected);
    // The total is of the same works: nothing hidden is counted.
    expect(page.total).toBe(expected.length);
    // Searching a hidden work's exact title finds nothing either.
    for (const standing of STANDINGS.filter((each) => !expected.includes(each))) {
      const search = (
        await get<GalleryPage>(viewer, `${path}?keyword=${encodeURIComponent(`${PREFIX}${standing}`)}`)
      ).body.result as GalleryPage;
      expect(search.list.map((work) => work.id)).not.toContain(world.works[standing]);
      expect(search.total).toBe(0);
    }
  });

  test.each(['getTheMostPopularOpusList', 'getSchoolTheMostPopularOpusList'] as const)(
    '%s lists only what may be seen',
    async (path) => {
      const expected = (path === 'getTheMostPopularOpusList' ? PUBLIC_GALLERY : SCHOOL_GALLERY)[viewer];
      const list = (await get<GalleryOpus[]>(viewer, `${path}?${keyword}&limitCount=50`)).body
        .result as GalleryOpus[];
      expect(
        standingsOf(
          world,
          list.map((work) => work.id),
        ),
      ).toEqual(expected);
    },
  );

  test('favourites list and count only works still visible', async () => {
    const page = (await get<CollectionPage>(viewer, 'getMyCollectionList/0?pageSize=50')).body
      .result as CollectionPage;
    const expected = MAY_OPEN[viewer];
    expect(
      standingsOf(
        world,
        page.list.map((work) => work.id),
      ),
    ).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  test('the author’s timeline shows what may be seen; another school’s student is 404 同学不存在', async () => {
    const response = await get<StudentTimeline>(
      viewer,
      `getStudentOpusTimeline?studentId=${world.author.id}`,
    );
    if (viewer === 'stranger') {
      expect(response.body).toMatchObject({ code: 404, message: '同学不存在' });
      return;
    }
    const timeline = response.body.result as StudentTimeline;
    expect(
      standingsOf(
        world,
        timeline.list.map((work) => work.id),
      ),
    ).toEqual(MAY_OPEN[viewer]);
    expect(timeline.total).toBe(MAY_OPEN[viewer].length);
  });

  test('liking, collecting, running and remixing a hidden work are 404, and change nothing', async () => {
    for (const standing of STANDINGS.filter((each) => !MAY_OPEN[viewer].includes(each))) {
      const id = world.works[standing];
      const before = await server.app.db
        .selectFrom('opus')
        .select(['praise_number', 'collection_number', 'view_number'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const token = student(viewer).token;
      const calls = await Promise.all([
        apiPost(server.baseUrl, `${API}/common/operationOpusPraise/${id}`, { token }),
        apiPost(server.baseUrl, `${API}/common/operationOpusCollection/${id}?cancel=1`, { token }),
        apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
          token,
          body: { event: 'run', opusType: 1, opusId: id },
        }),
        apiPost(server.baseUrl, `${API}/copyOpus/${id}`, { token, body: {} }),
      ]);
      expect(calls.map((call) => call.status)).toEqual([404, 404, 404, 404]);
      const after = await server.app.db
        .selectFrom('opus')
        .select(['praise_number', 'collection_number', 'view_number'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    }
  });
});

describe('a visitor (no token)', () => {
  test('opens only public works; private, school, held and deleted are 404', async () => {
    const opened: Standing[] = [];
    for (const standing of STANDINGS) {
      const response = await apiGet<OpusDetail>(
        server.baseUrl,
        `${API}/getOpusDetails?id=${world.works[standing]}`,
      );
      if (response.status === 200) {
        opened.push(standing);
        expect(response.body.result).toMatchObject({ signedIn: false, mine: false, isPraised: false });
      } else expect(response.status).toBe(404);
    }
    expect(opened).toEqual(MAY_OPEN.visitor);
  });

  test('the lists need a token', async () => {
    const response = await apiGet(server.baseUrl, `${API}/getLatestOpusList`);
    expect(response.status).toBe(401);
  });

  test('a token that is sent must be valid, even where none is needed', async () => {
    const response = await apiGet(server.baseUrl, `${API}/getOpusDetails?id=${world.works.public}`, {
      token: 'not-a-real-token',
    });
    expect(response.status).toBe(401);
  });
});

describe('counts that reveal nothing', () => {
  test('a classmate’s card and list count only the works they may see', async () => {
    const cards = (await get<ClassmateCard[]>('classmate', 'getMyClassmateCard')).body
      .result as ClassmateCard[];
    const card = cards.find((each) => each.classId === world.classId);
    expect(card).toMatchObject({ classmateCount: 1, opusCount: MAY_OPEN.classmate.length });

    const list = (await get<Paged<Classmate>>('classmate', `getMyClassmateList?classId=${world.classId}`))
      .body.result as Paged<Classmate>;
    expect(list.list.map((each) => [each.studentId, each.opusCount])).toEqual([
      [world.author.id, MAY_OPEN.classmate.length],
    ]);
    // A class of another school lists nobody.
    const elsewhere = (await get<Paged<Classmate>>('stranger', `getMyClassmateList?classId=${world.classId}`))
      .body.result as Paged<Classmate>;
    expect(elsewhere).toMatchObject({ list: [], total: 0 });
  });

  test('remixes are listed and counted as far as the viewer may see them; a hidden original is not named', async () => {
    const db = server.app.db;
    // A public remix of the private work, and remixes of the public work in every standing.
    const remixOfPrivate = await db
      .insertInto('opus')
      .values({
        student_id: world.classmate.id,
        name: `${PREFIX}改编私有`,
        opus_type: 1,
        published: 1,
        school_published: 1,
        original_id: world.works.private,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        activity_id: null,
        seed_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const remixes: Partial<Record<Standing, number>> = {};
    for (const standing of STANDINGS) {
      const row = await db
        .insertInto('opus')
        .values({
          student_id: world.author.id,
          name: `${PREFIX}改编${standing}`,
          opus_type: 1,
          published: standing === 'private' || standing === 'school' ? 0 : 1,
          school_published: standing === 'private' ? 0 : 1,
          held: standing === 'held' ? 1 : 0,
          original_id: world.works.public,
          created_at: now,
          updated_at: now,
          deleted_at: standing === 'deleted' ? now : null,
          activity_id: null,
          seed_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      remixes[standing] = row.id;
    }

    for (const viewer of VIEWERS) {
      const detail = (await get<OpusDetail>(viewer, `getOpusDetails?id=${world.works.public}`)).body
        .result as OpusDetail;
      const expected = MAY_OPEN[viewer].map((standing) => remixes[standing]);
      expect(detail.remixes.map((remix) => remix.id).sort()).toEqual([...expected].sort());
      expect(detail.remixCount).toBe(expected.length);

      const credit = (await get<OpusDetail>(viewer, `getOpusDetails?id=${remixOfPrivate.id}`)).body
        .result as OpusDetail | null;
      if (viewer === 'stranger') {
        // Open to everyone, yet its private original stays unnamed.
        expect(credit?.original).toBeNull();
      } else if (viewer === 'author') {
        expect(credit?.original).toMatchObject({ id: world.works.private, studentId: world.author.id });
      } else {
        expect(credit?.original).toBeNull();
      }
    }
  });
});
