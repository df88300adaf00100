import type {
  Achievements,
  Activity,
  Ad,
  ClassmateNews,
  CoursePlan,
  CoursePlanDetail,
  CourseSummary,
  GrowthTree,
  MyNewsItem,
  NewsArticle,
  NewsArticleDetail,
  Paged,
  RankingEntry,
  TeachingPlanRef,
  VideoNews,
} from '../../core/homeTypes';
import { studyPaths } from '../../core/studyTypes';
import type { UserInfo } from '../../core/types';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHandler, FakeHttp, FakeReply } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { seededMenu } from '../helpers/studentMenu';

export const API = (path: string) => `/api/v3/student/${path}`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const NOW = Date.now();

/** The demo accounts' kinds, as the server describes them. */
export const KINDS = {
  school: aStudent({ realName: '林小满' }),
  trial: aStudent({
    id: 2,
    realName: '陈一诺',
    schoolStatus: 0,
    studentStatus: 1,
    className: 'Scratch体验班',
  }),
  solo: aStudent({
    id: 3,
    realName: '王子墨',
    organizationId: '-1',
    organizationName: '',
    campusName: '',
    className: '',
    schoolStatus: 0,
  }),
} satisfies Record<string, UserInfo>;

export function aGrowthTree(overrides: Partial<GrowthTree> = {}): GrowthTree {
  return {
    className: 'Scratch启蒙A班',
    nodeList: [
      { id: 1, name: '认识舞台与角色', value: 96 },
      { id: 2, name: '让角色动起来', value: 3 },
      { id: 3, name: '造型与动画', value: 65 },
      { id: 4, name: '广播与消息', value: 0 },
    ],
    radarMap: [
      { text: '逻辑思维', value: 4.2, description: '理清步骤的先后与因果。' },
      { text: '算法设计', value: 3.8, description: '会用循环、条件和变量设计解决问题的方法。' },
      { text: '创意表达', value: 4.7, description: '把自己的想法变成有故事的作品。' },
      { text: '问题解决', value: 4, description: '程序出错时能找到原因。' },
      { text: '编程实践', value: 4.4, description: '熟练使用积木或代码完成作品。' },
    ],
    ...overrides,
  };
}

export const RANKING: RankingEntry[] = [
  {
    ranking: 1,
    studentId: 5,
    studentAvatar: '/avatars/lixiaoyu.svg',
    studentName: '李晓雨',
    opusCount: 1234,
    trend: '1',
  },
  {
    ranking: 2,
    studentId: 1,
    studentAvatar: '/avatars/linxiaoman.svg',
    studentName: '林小满',
    opusCount: 5,
    trend: '2',
  },
  { ranking: 3, studentId: 9, studentAvatar: '', studentName: '欧阳子涵同学', opusCount: 4, trend: '' },
  { ranking: 4, studentId: 6, studentAvatar: '', studentName: '张浩然', opusCount: 3, trend: '2' },
];

export const ACHIEVEMENTS: Achievements = { myOpusCount: 15, myTopCount: 5, beatProportion: 96 };

function plan(
  courseDetailId: number,
  courseRecordId: number,
  courseDetailName: string,
  lessonNo: number,
  lessonTime: number,
): TeachingPlanRef {
  return { courseDetailId, courseRecordId, courseDetailName, lessonNo, lessonTime };
}

export const COURSE_PLANS: CoursePlan[] = [
  {
    courseId: 1,
    courseName: 'Scratch启蒙',
    coursePicture: '/content/courses/scratch-start.svg',
    lastCourseTeachingPlan: plan(7, 70, '广播与对话', 7, NOW - 3 * DAY_MS),
    nextCourseTeachingPlan: plan(8, 80, '变量：做一个计分器', 8, NOW + 4 * DAY_MS),
  },
  {
    courseId: 2,
    courseName: '编程思维训练',
    coursePicture: '/content/courses/coding-thinking.svg',
    lastCourseTeachingPlan: plan(16, 160, '分解大问题', 4, NOW - 5 * DAY_MS),
    nextCourseTeachingPlan: null,
  },
  {
    courseId: 3,
    courseName: 'Python进阶',
    coursePicture: '/content/courses/python.svg',
    lastCourseTeachingPlan: null,
    nextCourseTeachingPlan: plan(21, 210, '列表与循环', 1, NOW + 6 * DAY_MS),
  },
];

export const PLAN_DETAIL: CoursePlanDetail = {
  courseName: 'Scratch启蒙',
  courseDetailsName: '变量：做一个计分器',
  teachingTask: '做一个接苹果游戏，用变量记录得分。',
  teachingGoal: '理解变量可以保存会变化的数。',
  lessonNo: 8,
  lessonTime: new Date(2026, 5, 6, 9, 30).getTime(),
  materialList: [
    { materialType: 1, materialUrl: '/content/lessons/score.svg', materialName: '计分器示意图' },
    { materialType: 2, materialUrl: '/lesson-media/score.mp4', materialName: '计分器演示视频' },
  ],
};

export function aCourse(id: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id,
    courseName: `课程${id}`,
    courseDescription: `第 ${id} 门课的介绍`,
    coursePicture: `/content/courses/${id}.svg`,
    lessonCount: 8,
    studentCount: 12,
    ...overrides,
  };
}

export function anActivity(id: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    name: `活动${id}`,
    cover: `/content/activities/${id}.svg`,
    startTime: NOW - DAY_MS,
    endTime: NOW + DAY_MS,
    activitiesStatus: '',
    planCount: 100,
    surplusCount: 40,
    ...overrides,
  };
}

/** One activity in each state of SPEC.md §4, as the server lists them. */
export const ACTIVITIES: Activity[] = [
  anActivity(1, { name: '春季创意编程大赛', startTime: NOW + 2 * HOUR_MS, endTime: NOW + 5 * DAY_MS }),
  anActivity(2, { name: '编程一小时', startTime: NOW - DAY_MS, endTime: NOW + 3 * HOUR_MS + 5 * MINUTE_MS }),
  anActivity(3, { name: '亲子编程日', startTime: NOW - 5 * DAY_MS, endTime: NOW - DAY_MS }),
  anActivity(4, {
    name: '码芽杯游戏设计赛',
    startTime: NOW - 30 * DAY_MS,
    endTime: NOW - 10 * DAY_MS,
    activitiesStatus: '1',
  }),
  anActivity(5, { name: '六一特别活动', activitiesStatus: '2' }),
];

export function aClassmateNews(opusId: number, overrides: Partial<ClassmateNews> = {}): ClassmateNews {
  return {
    studentId: 10 + opusId,
    studentName: '郑可欣',
    studentAvatar: '',
    className: 'Scratch启蒙A班',
    opusId,
    opusName: `作品${opusId}`,
    opusCover: `/works/covers/${opusId}.svg`,
    opusType: 1,
    isActivityOpus: false,
    viewNumber: 118,
    praiseNumber: 9,
    collectionNumber: 2,
    isPraised: false,
    isCollectioned: false,
    createTime: NOW - 3 * HOUR_MS,
    ...overrides,
  };
}

export const CLASSMATE_NEWS: ClassmateNews[] = [
  aClassmateNews(65, { opusName: '魔法城堡', studentName: '郑可欣', viewNumber: 12345 }),
  aClassmateNews(45, { opusName: '森林音乐会', studentName: '赵欣然', opusType: 2, isActivityOpus: true }),
  aClassmateNews(60, { opusName: '城市红绿灯', studentName: '吴思远', isPraised: true, praiseNumber: 4 }),
  aClassmateNews(75, { opusName: '节奏大师', studentName: '何佳怡' }),
];

export const ADS_STRIP: Ad[] = [
  {
    id: 1,
    bannerCover: '/content/ads/strip-question-bank.svg',
    adLink: '/questionBank',
    title: '等级考试题库上线',
  },
];
export const ADS_CAROUSEL: Ad[] = [
  {
    id: 3,
    bannerCover: '/content/ads/carousel-scratch.svg',
    adLink: '/peixun/showScratch',
    title: '图形化创作，想到就能做到',
  },
  {
    id: 4,
    bannerCover: '/content/ads/carousel-open.svg',
    adLink: '/student/openCoursePage',
    title: '公开课免费学',
  },
];

export const MY_NEWS: MyNewsItem[] = [
  {
    id: 6,
    type: '1',
    title: '你的作品《海底探险》被评为本周优秀作品',
    content: '',
    weight: 9,
    linkUrl: '',
    createTime: NOW - 2 * HOUR_MS,
  },
  {
    id: 3,
    type: '3',
    title: '六一创意编程大赛作品征集中',
    content: '',
    weight: 8,
    linkUrl: '/student/activityPage',
    createTime: NOW - DAY_MS,
  },
  {
    id: 7,
    type: '2',
    title: '期中学习报告：林小满',
    content: '小满这半学期进步很大。',
    weight: 7,
    linkUrl: '',
    createTime: NOW - 2 * DAY_MS,
  },
];

export function anArticle(id: number, overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id,
    category: 'newStar',
    authorName: '李晓雨',
    cover: `/content/news/${id}.svg`,
    title: `编程新星${id}`,
    programNewStarAbstract: `第 ${id} 位新星的故事`,
    userAvatar: '',
    signature: '用代码画出彩虹',
    createTime: NOW - id * DAY_MS,
    viewNumber: 10,
    ...overrides,
  };
}

export const NEW_STAR: NewsArticle[] = [1, 2, 3, 4].map((id) => anArticle(id, { viewNumber: id * 10 }));
export const CAMPUS: NewsArticle[] = [
  anArticle(11, { category: 'campus', title: '星河校区编程开放日', viewNumber: 50 }),
];

export const VIDEOS: VideoNews[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `视频${id}`,
  cover: `/content/videos/${id}.svg`,
  videoUrl: `/content/videos/${id}.mp4`,
}));

function page<T>(list: T[], query: Record<string, string | number | undefined>): Paged<T> {
  const pageNumber = Number(query.pageNumber ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return {
    list: list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    total: list.length,
    pageNumber,
    pageSize,
  };
}

type Query = Record<string, string | number | undefined>;
type QueryHandler = (query: Query, request: Parameters<FakeHandler>[0]) => FakeReply | Promise<FakeReply>;

export interface HomeServer extends FakeHttp {
  /** Answer `GET /api/v3/student/<path>` with access to the query parameters. */
  onGet(path: string, handler: QueryHandler): void;
  /** The query parameters of every call to a path, in order. */
  queriesTo(path: string): Query[];
}

/**
 * The home endpoints answered like the server's wire contract (test/api proves the server). The
 * server refuses activities and open courses to students who may not see them (403); the page
 * must not ask. axios keeps query parameters apart from the URL, so they reach handlers in a header.
 */
export function homeServer(student: UserInfo = KINDS.school): HomeServer {
  const http = createFakeHttp();
  http.http.interceptors.request.use((config) => {
    config.headers.set('x-query', JSON.stringify(config.params ?? {}));
    return config;
  });
  const queryOf = (headers: Record<string, string>) => JSON.parse(headers['x-query'] ?? '{}') as Query;
  const onGet = (path: string, handler: QueryHandler) =>
    http.on('GET', API(path), (request) => handler(queryOf(request.headers), request));

  const noOrganization = student.organizationId === '-1';
  const trial = student.studentStatus === 1;
  const schoolOnly = (reply: () => FakeReply) => () =>
    trial || noOrganization ? fail(403, '没有权限') : reply();

  http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
  http.on('GET', API('getStudentInfo'), () =>
    ok({
      ...student,
      medalInfoList: [
        {
          id: 1,
          medalName: '编程小新星',
          medalIcon: '/avatars/medals/new-star.svg',
          obtainTime: '2025-09-20',
        },
      ],
      visitorRecordList: [],
    }),
  );
  onGet('getGrowingTreeList', () => ok(noOrganization ? [] : [aGrowthTree()]));
  onGet('getWeeklyOpusCountTop', () => ok(noOrganization ? [] : RANKING));
  onGet('getMyAchievements', () => ok(ACHIEVEMENTS));
  onGet('getMyTeachingPlanList', () => ok(COURSE_PLANS));
  onGet('getMyTeachingPlanDetail', () => ok(PLAN_DETAIL));
  http.on('GET', studyPaths.playUrl('/lesson-media/score.mp4'), () =>
    ok(['/lesson-media/score.mp4?expires=1&sig=signed']),
  );
  onGet('course/getOpenCoursesList', (query) =>
    trial
      ? fail(403, '没有权限')
      : ok(
          page(
            [1, 2, 3, 4, 5].map((id) => aCourse(id)),
            query,
          ),
        ),
  );
  onGet('getMyCourseList', (query) =>
    ok(page(trial ? [aCourse(7, { courseName: 'Scratch体验课' })] : [], query)),
  );
  onGet('activities/getActivitiesList', (query) =>
    schoolOnly(() => {
      const list =
        query.status === 'running'
          ? ACTIVITIES.filter((a) => a.activitiesStatus !== '1' && a.endTime > NOW)
          : query.status === 'ended'
            ? ACTIVITIES.filter((a) => a.activitiesStatus === '1' || a.endTime <= NOW)
            : ACTIVITIES;
      return ok({ ...page(list, query), serverTime: Date.now() });
    })(),
  );
  onGet('getClassmateDynamicList', (query) => ok(page(trial ? [] : CLASSMATE_NEWS, query)));
  onGet('getAdListByType', (query) => ok(Number(query.type) === 4 ? ADS_CAROUSEL : ADS_STRIP));
  onGet('myDynamic', () => ok(MY_NEWS));
  onGet('getManual', () =>
    ok({ fileName: '码芽学生使用手册.pdf', url: '/content/manual/student-manual.pdf', size: 663278 }),
  );
  onGet('getVideoNewsList', () => ok(VIDEOS));
  onGet('getNewsArticleList', (query) => ok(page(query.category === 'campus' ? CAMPUS : NEW_STAR, query)));
  http.on('GET', API('getNewsArticleDetails/11'), () =>
    ok({ ...CAMPUS[0], content: '<p>开放日上，同学们展示了自己的作品。</p>' } satisfies NewsArticleDetail),
  );

  return {
    ...http,
    onGet,
    queriesTo: (path: string) => http.callsTo(API(path)).map((request) => queryOf(request.headers)),
  };
}
