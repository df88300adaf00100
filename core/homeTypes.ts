/**
 * Wire types of the student home dashboard and the pages its "更多" links reach (SPEC.md §2
 * "Student home dashboard", §3). Field names follow SPEC.md §3. Every path below is under `/api`,
 * answers the envelope, and takes the caller from the accessToken only.
 */

/** A page of a list: `pageNumber` starts at 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
}

// ---------------------------------------------------------------- growth, ranking, achievements

/** One node of the growth tree's toggle list: a lesson unit and how ripe its apple is. */
export interface GrowthTreeNode {
  id: number;
  name: string;
  /** Drives the apple image (core/format.ts `appleImageIndex`). */
  value: number;
}

/** One axis of the ability radar; `value` is 0..5 (axis max 5). */
export interface RadarPoint {
  text: string;
  value: number;
  /** Shown by the ability-dimension modal. */
  description: string;
}

/**
 * `GET /api/v3/student/getGrowingTreeList` → `GrowthTree[]`: one entry per class the student is in
 * (the signed-in card's class first, then linked cards' classes); `[]` for organizationId "-1".
 */
export interface GrowthTree {
  className: string;
  nodeList: GrowthTreeNode[];
  radarMap: RadarPoint[];
}

/**
 * `GET /api/v3/student/getWeeklyOpusCountTop?limit=10` → `RankingEntry[]`: this calendar month's
 * (Beijing time) ranking in the caller's school by works made; `limit` 1-50, default 10; `[]` for
 * organizationId "-1".
 */
export interface RankingEntry {
  ranking: number;
  studentId: number;
  studentAvatar: string;
  studentName: string;
  opusCount: number;
  /** '1' up, '2' down, '' same or new (against last month's place). */
  trend: '1' | '2' | '';
}

/** `GET /api/v3/student/getMyAchievements`. */
export interface Achievements {
  myOpusCount: number;
  /** Months (this one included) in which the student was on the school's top-10 ranking. */
  myTopCount: number;
  /** Share of schoolmates with fewer works, 0..100 (whole percent, rounded down); 0 without a school. */
  beatProportion: number;
}

// ---------------------------------------------------------------- courses and lesson plans

export interface TeachingPlanRef {
  courseDetailId: number;
  /** The class's lesson record; 0 for a course followed on one's own (it has no class records). */
  courseRecordId: number;
  courseDetailName: string;
  /** Added by the server: 1-based position of the lesson in its course. */
  lessonNo: number;
  /** Added by the server: when the class has (or had) this lesson, epoch ms. */
  lessonTime: number;
}

/** `GET /api/v3/student/getMyTeachingPlanList`: previous and next lesson per course of mine (core/studyTypes.ts). */
export interface CoursePlan {
  courseId: number;
  courseName: string;
  coursePicture: string;
  lastCourseTeachingPlan: TeachingPlanRef | null;
  nextCourseTeachingPlan: TeachingPlanRef | null;
}

export interface CourseMaterial {
  /** 1 image, 2 video. */
  materialType: 1 | 2;
  materialUrl: string;
  materialName: string;
}

/**
 * `GET /api/v3/student/getMyTeachingPlanDetail?courseDetailsId=&courseRecordId=`: only a lesson
 * record of the caller's own class (another class's → 403; a record of another lesson → 400).
 */
export interface CoursePlanDetail {
  courseName: string;
  courseDetailsName: string;
  teachingTask: string;
  teachingGoal: string;
  materialList: CourseMaterial[];
  /** Added by the server. */
  lessonNo: number;
  lessonTime: number;
}

export interface CoursePlanDetailQuery {
  courseDetailsId: number;
  courseRecordId: number;
}

/**
 * A course card, in pages (`PageQuery`, pageSize ≤ 50): `GET /api/v3/student/course/getOpenCoursesList`
 * (home: pageNumber 1, pageSize 4; refused (403) for trial students) and `GET /api/v3/student/getMyCourseList`
 * (my courses by the one rule of core/studyTypes.ts: my classes' and linked cards' courses, then a trial
 * student's own ones).
 */
export interface CourseSummary {
  id: number;
  courseName: string;
  courseDescription: string;
  coursePicture: string;
  lessonCount: number;
  studentCount: number;
}

// ---------------------------------------------------------------- activities

/**
 * `GET /api/v3/student/activities/getActivitiesList?pageNumber=&pageSize=&status=` (status: 'all',
 * 'running', 'ended'); `GET /api/v3/student/activities/getActivityDetails/{id}`.
 * The display state (not started / running / under review / ended) follows SPEC.md §4 from the
 * times and activitiesStatus, computed on the client from the server's clock offset.
 */
export interface Activity {
  id: number;
  name: string;
  cover: string;
  startTime: number;
  endTime: number;
  /** '1' ended and closed; '2' special badge; '' otherwise. */
  activitiesStatus: '1' | '2' | '';
  planCount: number;
  surplusCount: number;
}

/** Filter of the activities list: 'running' = not ended by time and not closed ('1'); 'ended' = the rest. */
export type ActivityStatusFilter = 'all' | 'running' | 'ended';

export interface ActivityListQuery extends PageQuery {
  /** Default 'all'. */
  status?: ActivityStatusFilter;
}

/**
 * Newest start first. `serverTime` (added by the server) is the server's clock when the page was
 * read: the client keeps `serverTime - Date.now()` as its offset and runs the §4 countdowns on it.
 * School students only: trial students and organizationId "-1" get 403.
 */
export interface ActivityPage extends Paged<Activity> {
  serverTime: number;
}

export interface ActivityDetail extends Activity {
  /** Sanitised HTML. */
  content: string;
  organizer: string;
  /** Works entered so far. */
  opusCount: number;
  /** Added by the server, as in `ActivityPage`. */
  serverTime: number;
}

// ---------------------------------------------------------------- works (opus) and classmates

/**
 * `GET /api/v3/student/getClassmateDynamicList?pageNumber=&pageSize=` → `Paged<ClassmateNews>`
 * (both required, pageSize ≤ 50): works that classmates opened to the school or to everyone, newest
 * first; an empty page for organizationId "-1".
 */
export interface ClassmateNews {
  studentId: number;
  studentName: string;
  studentAvatar: string;
  className: string;
  opusId: number;
  opusName: string;
  opusCover: string;
  /** 1 Scratch, 2 Python. */
  opusType: 1 | 2;
  isActivityOpus: boolean;
  viewNumber: number;
  praiseNumber: number;
  collectionNumber: number;
  isPraised: boolean;
  isCollectioned: boolean;
  createTime: number;
}

/**
 * `POST /api/v3/student/common/operationOpusPraise/{id}` and `.../operationOpusCollection/{id}`:
 * idempotent (a second like keeps one like); the result carries the fresh counts. A work the caller
 * may not see (private, another school's school-only work, deleted, unknown) → 404 "作品不存在".
 */
export interface OpusReaction {
  opusId: number;
  praiseNumber: number;
  collectionNumber: number;
  isPraised: boolean;
  isCollectioned: boolean;
}

// ---------------------------------------------------------------- news, ads, messages

/** `GET /api/v3/student/getAdListByType?type=2|4` (2: strip under the entries, 4: carousel), in display order. */
export interface Ad {
  id: number;
  bannerCover: string;
  adLink: string;
  title: string;
}

/** 'newStar' 编程新星 (the home's latest-news list), 'campus' 校园动态. */
export type NewsCategory = 'newStar' | 'campus';

export interface NewsArticleQuery extends PageQuery {
  /** Omitted: every category. */
  category?: NewsCategory;
}

/**
 * `GET /api/v3/student/getNewsArticleList?pageNumber=&pageSize=&category=` (new-star articles),
 * newest first. `viewNumber` is the stored count; the fixed display additions of SPEC.md §9 are the
 * client's.
 */
export interface NewsArticle {
  id: number;
  /** Added by the server. */
  category: NewsCategory;
  /** Added by the server: whose story it is (the avatar and signature are theirs). */
  authorName: string;
  cover: string;
  title: string;
  programNewStarAbstract: string;
  userAvatar: string;
  signature: string;
  createTime: number;
  viewNumber: number;
}

/**
 * `GET /api/v3/student/getNewsArticleDetails/{id}` (public: /artical-detail opens without a user).
 * Each call counts one view; the answer carries the count including it.
 */
export interface NewsArticleDetail extends NewsArticle {
  /** Sanitised HTML. */
  content: string;
}

/** `GET /api/v3/student/getVideoNewsList`: the trial's video news block (4 videos). */
export interface VideoNews {
  id: number;
  title: string;
  cover: string;
  videoUrl: string;
}

/**
 * `GET /api/v3/student/myDynamic` → `MyNewsItem[]`: the "我的消息" card (its count is the list's
 * length), heaviest `weight` first, then newest; at most 20.
 */
export interface MyNewsItem {
  id: number;
  /** '1' plain, '2' opens a modal with title and content, else a link (linkUrl). */
  type: '1' | '2' | '3';
  title: string;
  content: string;
  weight: number;
  linkUrl: string;
  createTime: number;
}

/** `GET /api/v3/student/getManual`: the PDF manual offered for download (`url` is a static file, `size` in bytes). */
export interface ManualFile {
  fileName: string;
  url: string;
  size: number;
}
