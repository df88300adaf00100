import type {
  Classmate,
  ClassmateCard,
  DeletedOpus,
  GalleryOpus,
  MyOpusStanding,
  OpusTag,
  StudentTimeline,
} from '../../core/galleryTypes';
import type { Paged } from '../../core/homeTypes';
import type { OpusReaction } from '../../core/homeTypes';
import { fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp, FakeRequest } from '../helpers/fakeHttp';

/**
 * The works calls of core/galleryTypes.ts answered from a world the test arranges, changed by
 * publishing, deleting, restoring and uncollecting the way the server would change it.
 */
export const STUDENT = '/api/v3/student';
export const NOW = Date.now();
export const DAY = 24 * 60 * 60 * 1000;

export const TAGS: OpusTag[] = [
  { id: 1, name: '游戏' },
  { id: 2, name: '动画' },
  { id: 3, name: '故事' },
];

export function aGalleryOpus(
  overrides: Partial<GalleryOpus> & Pick<GalleryOpus, 'id' | 'name'>,
): GalleryOpus {
  return {
    cover: `/works/covers/${overrides.id}.png`,
    opusType: 1,
    studentId: 11,
    studentName: '周子涵',
    studentAvatar: '/avatars/zhouzihan.svg',
    className: 'Scratch启蒙A班',
    viewNumber: 10,
    praiseNumber: 2,
    collectionNumber: 1,
    isPraised: false,
    isCollectioned: false,
    featured: false,
    tags: [TAGS[0]],
    createTime: NOW - 3 * DAY,
    publishTime: NOW - 2 * DAY,
    ...overrides,
  };
}

export function aStanding(
  overrides: Partial<MyOpusStanding> & Pick<MyOpusStanding, 'id' | 'name'>,
): MyOpusStanding {
  return {
    cover: '',
    opusType: 1,
    version: 3,
    published: false,
    schoolPublished: false,
    originalId: null,
    createTime: NOW - 5 * DAY,
    updateTime: NOW - 60 * 60 * 1000,
    visibility: 0,
    held: false,
    viewNumber: 0,
    praiseNumber: 0,
    collectionNumber: 0,
    commentNumber: 0,
    ...overrides,
  };
}

/** A copy, as the wire would give: the store freezes what it receives, and the world changes on. */
export function paged<T>(list: readonly T[], request: FakeRequest): Paged<T> {
  const pageNumber = Number(request.params.pageNumber ?? 1);
  const pageSize = Number(request.params.pageSize ?? 10);
  return {
    list: JSON.parse(JSON.stringify(list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize))) as T[],
    total: list.length,
    pageNumber,
    pageSize,
  };
}

/** The gallery filters as the server applies them: kind, tag, and a title-or-author keyword. */
export function filtered(works: readonly GalleryOpus[], request: FakeRequest): GalleryOpus[] {
  const { opusType, tagId, keyword } = request.params;
  return works.filter(
    (opus) =>
      (opusType === undefined || opus.opusType === Number(opusType)) &&
      (tagId === undefined || opus.tags.some((tag) => tag.id === Number(tagId))) &&
      (keyword === undefined ||
        opus.name.includes(String(keyword)) ||
        opus.studentName.includes(String(keyword))),
  );
}

export interface GalleryWorld {
  featured: GalleryOpus[];
  popular: GalleryOpus[];
  latest: GalleryOpus[];
  recommend: GalleryOpus[];
}

/** Both galleries' calls; `prefix` is '' for 作品广场 and 'School' for 校内作品. */
export function serveGallery(http: FakeHttp, world: GalleryWorld, prefix: '' | 'School') {
  http.on('GET', `${STUDENT}/getOpusTagList`, () => ok(TAGS));
  http.on('GET', `${STUDENT}/get${prefix}FeaturedOpusList`, (request) =>
    ok(paged(filtered(world.featured, request), request)),
  );
  http.on('GET', `${STUDENT}/get${prefix}TheMostPopularOpusList`, (request) =>
    ok(filtered(world.popular, request).slice(0, Number(request.params.limitCount ?? 4))),
  );
  http.on('GET', `${STUDENT}/get${prefix}LatestOpusList`, (request) =>
    ok(paged(filtered(world.latest, request), request)),
  );
  http.on('GET', `${STUDENT}/get${prefix}RecommendOpusList`, (request) =>
    ok(paged(filtered(world.recommend, request), request)),
  );
}

export interface MyWorksWorld {
  works: MyOpusStanding[];
  bin: (DeletedOpus & { standing: MyOpusStanding })[];
}

/** My works, their publishing, the bin: each call changes the world like the server would. */
export function serveMyWorks(http: FakeHttp, world: MyWorksWorld) {
  http.on('GET', `${STUDENT}/getMyOpusList`, (request) => {
    const { opusType } = request.params;
    return ok(
      paged(
        world.works.filter((opus) => opusType === undefined || opus.opusType === Number(opusType)),
        request,
      ),
    );
  });
  const setVisibility = (visibility: 0 | 1 | 2) => (request: FakeRequest) => {
    const id = Number(request.url.split('/').at(-1));
    const opus = world.works.find((candidate) => candidate.id === id);
    if (!opus) return fail(404, '作品不存在');
    opus.visibility = visibility;
    opus.published = visibility === 2;
    opus.schoolPublished = visibility >= 1;
    return ok({ ...opus });
  };
  for (const opus of world.works) {
    http.on('POST', `${STUDENT}/operationSchoolOpusOpen/${opus.id}`, setVisibility(1));
    http.on('POST', `${STUDENT}/operationOpusOpen/${opus.id}`, setVisibility(2));
    http.on('POST', `${STUDENT}/operationOpusClose/${opus.id}`, setVisibility(0));
    http.on('POST', `${STUDENT}/deleteOpus/${opus.id}`, () => {
      world.works = world.works.filter((candidate) => candidate.id !== opus.id);
      world.bin.unshift({
        id: opus.id,
        name: opus.name,
        cover: opus.cover,
        opusType: opus.opusType,
        deleteTime: NOW,
        purgeTime: NOW + 30 * DAY,
        standing: opus,
      });
      return ok(null);
    });
  }
  http.on('GET', `${STUDENT}/getMyDeletedOpusList`, (request) =>
    ok(
      paged(
        world.bin.map(({ standing: _standing, ...deleted }) => deleted),
        request,
      ),
    ),
  );
}

/** Restoring from the bin; a work past its 30 days answers 409 RESTORE_EXPIRED. */
export function serveRestore(http: FakeHttp, world: MyWorksWorld, id: number) {
  http.on('POST', `${STUDENT}/restoreOpus/${id}`, () => {
    const deleted = world.bin.find((candidate) => candidate.id === id);
    if (!deleted) return fail(404, '作品不存在');
    if (deleted.purgeTime < NOW) return fail(409, '作品已超过 30 天，不能恢复', 'RESTORE_EXPIRED');
    world.bin = world.bin.filter((candidate) => candidate.id !== id);
    world.works.unshift(deleted.standing);
    return ok({ ...deleted.standing });
  });
}

export interface CollectionWorld {
  collected: (GalleryOpus & { collectTime: number })[];
}

export function serveCollection(http: FakeHttp, world: CollectionWorld) {
  for (const kind of [0, 1, 2]) {
    http.on('GET', `${STUDENT}/getMyCollectionList/${kind}`, (request) =>
      ok(
        paged(
          world.collected.filter((opus) => kind === 0 || opus.opusType === kind),
          request,
        ),
      ),
    );
  }
  for (const opus of world.collected) {
    http.on('POST', `${STUDENT}/common/operationOpusCollection/${opus.id}`, (request) => {
      if (String(request.params.cancel) !== '1') return fail(400, '只能取消收藏');
      world.collected = world.collected.filter((candidate) => candidate.id !== opus.id);
      return ok<OpusReaction>({
        opusId: opus.id,
        praiseNumber: opus.praiseNumber,
        collectionNumber: opus.collectionNumber - 1,
        isPraised: opus.isPraised,
        isCollectioned: false,
      });
    });
  }
}

export interface ClassmatesWorld {
  cards: ClassmateCard[];
  classmates: (Classmate & { classId: number })[];
  timelines: Record<number, { student: StudentTimeline['student']; works: GalleryOpus[] }>;
}

export function serveClassmates(http: FakeHttp, world: ClassmatesWorld) {
  http.on('GET', `${STUDENT}/getMyClassmateCard`, () => ok(world.cards));
  http.on('GET', `${STUDENT}/getMyClassmateList`, (request) => {
    const { classId, keyword } = request.params;
    const list = world.classmates
      .filter(
        (classmate) =>
          (classId === undefined || classmate.classId === Number(classId)) &&
          (keyword === undefined || classmate.name.includes(String(keyword))),
      )
      .map(({ classId: _classId, ...classmate }) => classmate);
    return ok(paged(list, request));
  });
  http.on('GET', `${STUDENT}/getStudentOpusTimeline`, (request) => {
    const timeline = world.timelines[Number(request.params.studentId)];
    if (!timeline) return fail(404, '同学不存在');
    return ok<StudentTimeline>({ ...paged(timeline.works, request), student: timeline.student });
  });
}
