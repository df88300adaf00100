import type { Comment, CommentTarget } from './commentTypes';
import type { Paged, PageQuery } from './homeTypes';
import type { OpusType } from './workTypes';

/**
 * Courses and study (我的课程): my courses with progress, a course's learning path, a lesson with its
 * materials, homework (作业), course resources with comments and favourites, class files, and news
 * comments. Every call is under `/api` with the `accessToken` header and answers the envelope;
 * identity comes from the token only.
 *
 * One rule says which courses are "mine" (the home carousel `getMyTeachingPlanList`,
 * `getMyCourseList` and `getMyStudyList` all use it): every course given to a class of any card of
 * the caller's card group (the main card and the linked ones), plus the courses a trial student
 * follows on their own. A course, lesson, material, homework task, resource or class file outside
 * that rule answers 404 with the same message as an unknown id, so nothing is learnt about it.
 *
 * Lesson state, derived from the lesson records (never stored): a lesson is open once its lesson
 * time has passed (for a course followed on one's own, lesson n opens n-1 weeks after following
 * it) and locked until then. An open lesson is done when every homework task set for it has a
 * submission of mine (a lesson without homework is done once its time has passed). Progress is
 * done lessons / all lessons of the course the class takes.
 */

export const STUDY_LIMITS = {
  pageSizeMax: 50,
  /** A homework score is a whole number from 0 to 100. */
  scoreMax: 100,
  commentMaxLength: 300,
} as const;

// ---------------------------------------------------------------- my courses

/** A lesson as lists point at it. */
export interface LessonRef {
  courseDetailId: number;
  /** The class's lesson record; 0 for a course followed on one's own (it has no class records). */
  courseRecordId: number;
  courseDetailName: string;
  lessonNo: number;
  /** When the lesson is (was) given, epoch ms. */
  lessonTime: number;
}

/** How the caller has a course. */
export type CourseSource = 'class' | 'card' | 'own';

/**
 * `GET /api/v3/student/getMyStudyList` → `MyStudyCourse[]`: every course of the rule above, in
 * catalogue order (class courses first, then linked cards', then own courses, newest first).
 */
/** What every view of one of my courses starts with: the course, where it is studied, progress. */
export interface StudyCourseHead {
  courseId: number;
  courseName: string;
  courseDescription: string;
  coursePicture: string;
  subject: 'scratch' | 'python';
  /** The class it is studied in ('' for a course followed on one's own). */
  className: string;
  source: CourseSource;
  lessonCount: number;
  doneCount: number;
}

export interface MyStudyCourse extends StudyCourseHead {
  /** The first lesson whose time is still to come; null at the end of the course. */
  nextLesson: LessonRef | null;
  /** The last lesson whose time has passed; null before the first one. */
  lastLesson: LessonRef | null;
}

/**
 * Unchanged paths, now on the same rule:
 * - `GET /api/v3/student/getMyTeachingPlanList` → `CoursePlan[]` (core/homeTypes.ts);
 * - `GET /api/v3/student/getMyCourseList?pageNumber=&pageSize=` → `Paged<CourseSummary>`.
 */

// ---------------------------------------------------------------- a course and its lessons

export type LessonState = 'done' | 'open' | 'locked';

/** Query of `course/getStudentUserCoursesDetailList`. */
export interface CourseLessonsQuery {
  courseId: number;
}

export interface StudyLesson extends LessonRef {
  teachingTask: string;
  teachingGoal: string;
  /** 'locked' until `lessonTime`. */
  state: LessonState;
  /** The upcoming lesson (the first whose time is still to come). */
  isNext: boolean;
  homeworkCount: number;
  homeworkSubmittedCount: number;
  /** Counts by kind: pictures, videos, PDFs; and whether it has a Scratch case. */
  imageCount: number;
  videoCount: number;
  pdfCount: number;
  hasCase: boolean;
}

/**
 * `GET /api/v3/student/course/getStudentUserCoursesDetailList?courseId=` → `CourseLessons`: the
 * course's lessons in order as a learning path. A course that is not mine → 404.
 */
export interface CourseLessons extends StudyCourseHead {
  lessons: StudyLesson[];
}

/** 1 image, 2 video, 3 PDF. */
export type StudyMaterialType = 1 | 2 | 3;

export interface StudyMaterial {
  id: number;
  materialType: StudyMaterialType;
  /**
   * Image: the picture's same-origin URL (shown as it is). Video and PDF: the key to pass to
   * `getPlayURL` (URL-encoded as one path segment), never fetched as it is: a lesson's own files
   * (`/lesson-media/…`) open only through the signed link getPlayURL answers.
   */
  materialUrl: string;
  materialName: string;
  /** Bytes; 0 when unknown. */
  size: number;
  /** PDFs: number of pages; 0 for other kinds. */
  pageCount: number;
}

/** The lesson's Scratch case (范例): opens in the player; 在创作中心打开 copies it into my works. */
export interface LessonCase {
  name: string;
  opusType: OpusType;
  /** Same-origin URL of the project file (`.sb3`), a static file under public/. */
  projectUrl: string;
  cover: string;
}

/** Query of `course/getStudentUserCoursesDetail`. */
export interface LessonDetailQuery {
  courseDetailId: number;
}

/**
 * `GET /api/v3/student/course/getStudentUserCoursesDetail?courseDetailId=` → `LessonDetail`. A
 * lesson of a course that is not mine → 404. A locked lesson answers its header (name, task, goal,
 * time) with `state: 'locked'`, no materials and no case.
 */
export interface LessonDetail extends StudyLesson {
  courseId: number;
  courseName: string;
  className: string;
  materialList: StudyMaterial[];
  lessonCase: LessonCase | null;
  homework: Homework[];
}

/**
 * `POST /api/v3/student/course/useLessonCase/{courseDetailId}` → `SavedOpus` (core/workTypes.ts):
 * the lesson's case copied into my works (name: the case's name), to open in the editor. A lesson
 * without a case, locked, or not mine → 404.
 */

/**
 * `GET /api/v1/user/getPlayURL/{materialUrl}` (materialUrl URL-encoded as one segment) →
 * `string[]`, the first a playable same-origin URL (SPEC.md §7). Only for a video or PDF of an open
 * lesson or resource the caller may see; anything else → 404. A lesson's own file comes as a link
 * signed for two hours (`/lesson-media/<file>?expires=…&sig=…`, no token needed, so `<video>` and
 * the PDF viewer fetch it as they are): served with Range requests (206, `Accept-Ranges: bytes`),
 * its own content type, never recompressed, `private` and cached no longer than the link lives. A
 * bad or expired link → 403, whatever the file.
 */
export type PlayUrls = string[];

// ---------------------------------------------------------------- homework

export type HomeworkState = 'open' | 'submitted' | 'marked' | 'overdue';

export interface HomeworkSubmission {
  opusId: number;
  opusName: string;
  opusCover: string;
  opusType: OpusType;
  /** Epoch ms of the latest submission. */
  submitTime: number;
  /** Submitted after the due time. */
  late: boolean;
  /** 1 for the first submission, +1 per resubmission. */
  submitCount: number;
}

export interface HomeworkMark {
  /** 0..100. */
  score: number;
  /** The teacher's comment (评语). */
  comment: string;
  markTime: number;
  teacherName: string;
}

/** A task the class teacher set (teaching-open's correction model). */
export interface Homework {
  id: number;
  title: string;
  description: string;
  courseId: number;
  courseName: string;
  courseDetailId: number;
  courseDetailName: string;
  lessonNo: number;
  className: string;
  teacherName: string;
  /** Epoch ms. */
  createTime: number;
  dueTime: number;
  opusType: OpusType;
  /**
   * 'open': not submitted, due time still ahead; 'overdue': not submitted, due time passed (a
   * submission is still accepted and marked late); 'submitted': waiting for the teacher (may be
   * resubmitted); 'marked': scored, final.
   */
  state: HomeworkState;
  /** The starter work (起始作品) to begin from; null when the task starts blank. */
  starter: LessonCase | null;
  submission: HomeworkSubmission | null;
  /** Only once marked. */
  mark: HomeworkMark | null;
}

/**
 * `GET /api/v3/student/homework/getHomeworkList?pageNumber=&pageSize=&state=&courseId=` →
 * `Paged<Homework>`: the tasks of my classes (linked cards included), open and overdue first by due
 * time, then submitted, then marked (latest first). `state` and `courseId` are optional filters.
 */
export interface HomeworkListQuery extends PageQuery {
  state?: HomeworkState;
  courseId?: number;
}

export type HomeworkPage = Paged<Homework>;

/** `GET /api/v3/student/homework/getHomeworkDetail/{id}` → `Homework` (not mine → 404). */

/**
 * `POST /api/v3/student/homework/submit` (JSON `HomeworkSubmitBody`) → `Homework` as it now is.
 * The work must be one of my own, not deleted, of the task's kind (`opusType`); else 404 "作品不存在"
 * or 400 `HOMEWORK_WRONG_KIND`. A task of another class → 404. A marked task → 409
 * `HOMEWORK_MARKED`. After the due time the submission is accepted and marked late.
 */
export interface HomeworkSubmitBody {
  homeworkId: number;
  opusId: number;
}

/**
 * `POST /api/v3/student/homework/useStarter/{id}` → `SavedOpus`: the task's starter copied into my
 * works. A task without a starter or not mine → 404.
 */

// ---------------------------------------------------------------- course resources

/**
 * A reference resource of a course (课程资源): an article, a video, a PDF or a picture.
 * `materialType` follows `StudyMaterialType`; `materialUrl` goes to `getPlayURL` for videos and PDFs.
 */
export interface CourseReference {
  id: number;
  courseId: number;
  courseName: string;
  title: string;
  summary: string;
  cover: string;
  materialType: StudyMaterialType;
  materialUrl: string;
  materialName: string;
  size: number;
  commentCount: number;
  collectionNumber: number;
  isCollectioned: boolean;
  createTime: number;
}

/**
 * `GET /api/v3/student/getCourseReferenceList?courseId=&pageNumber=&pageSize=` →
 * `Paged<CourseReference>`, newest first; `courseId` optional (all my courses). A course not mine → 404.
 */
export interface CourseReferenceListQuery extends PageQuery {
  courseId?: number;
}

/** `GET /api/v3/student/courseReferenceDetails/{id}` → `CourseReferenceDetail` (not mine → 404). */
export interface CourseReferenceDetail extends CourseReference {
  /** Sanitised HTML. */
  content: string;
}

/**
 * `GET /api/v3/student/getCourseReferenceCommentsList?referenceId=&pageNumber=&pageSize=` →
 * `Paged<Comment>` newest first (core/commentTypes.ts). Posting, deleting and reporting use the
 * comment service's own calls with `targetType: 'resource'`, `targetId: <reference id>`: the same
 * filter, pace limit and review queue as works.
 */
export interface ReferenceCommentsQuery extends PageQuery {
  referenceId: number;
}

/**
 * `POST /api/v3/student/common/operationResourceCollection/{id}` favourites a resource; with
 * `?cancel=1` takes it back. Idempotent. → `ResourceReaction`.
 */
export interface ResourceReaction {
  id: number;
  isCollectioned: boolean;
  collectionNumber: number;
}

/**
 * `GET /api/v3/student/getMyCollectionCourseResourcesList?pageNumber=&pageSize=` →
 * `Paged<CollectedReference>`, the latest favourite first; resources no longer mine drop out.
 */
export interface CollectedReference extends CourseReference {
  collectTime: number;
}

// ---------------------------------------------------------------- class files

export type ResourceFileType =
  'pdf' | 'doc' | 'ppt' | 'xls' | 'image' | 'video' | 'audio' | 'sb3' | 'py' | 'zip' | 'other';

/**
 * `GET /api/v3/student/resourceFile/getResourceFile?pageNumber=&pageSize=&courseId=` →
 * `Paged<ResourceFile>`: downloadable files the teachers shared with my classes, newest first.
 */
export interface ResourceFileQuery extends PageQuery {
  courseId?: number;
}

export interface ResourceFile {
  id: number;
  fileName: string;
  fileType: ResourceFileType;
  /** Bytes. */
  size: number;
  className: string;
  courseName: string;
  createTime: number;
  /**
   * `GET /api/v3/student/resourceFile/download/{id}` with the `accessToken` header: the file as an
   * attachment (`Content-Disposition: attachment; filename*=UTF-8''…`). Not mine → 404.
   */
  downloadUrl: string;
}

// ---------------------------------------------------------------- news comments

/**
 * `GET /api/v3/student/getNewsArticleCommentsList?articleId=&pageNumber=&pageSize=` →
 * `Paged<Comment>`; a signed-in reader only. Posting, deleting and reporting use the comment
 * service's calls with `targetType: 'news'`. `getNewsArticleDetails/{id}` with an unknown id → 404
 * envelope "文章不存在".
 */
export interface NewsCommentsQuery extends PageQuery {
  articleId: number;
}

export type StudyCommentPage = Paged<Comment>;

/** The comment targets this area uses. */
export const STUDY_COMMENT_TARGETS = ['resource', 'news'] as const satisfies readonly CommentTarget[];

/** Paths of the calls above (without the query). */
export const studyPaths = {
  myStudyList: '/api/v3/student/getMyStudyList',
  courseLessons: '/api/v3/student/course/getStudentUserCoursesDetailList',
  lessonDetail: '/api/v3/student/course/getStudentUserCoursesDetail',
  useLessonCase: (courseDetailId: number) => `/api/v3/student/course/useLessonCase/${courseDetailId}`,
  playUrl: (materialUrl: string) => `/api/v1/user/getPlayURL/${encodeURIComponent(materialUrl)}`,
  homeworkList: '/api/v3/student/homework/getHomeworkList',
  homeworkDetail: (id: number) => `/api/v3/student/homework/getHomeworkDetail/${id}`,
  homeworkSubmit: '/api/v3/student/homework/submit',
  homeworkUseStarter: (id: number) => `/api/v3/student/homework/useStarter/${id}`,
  referenceList: '/api/v3/student/getCourseReferenceList',
  referenceDetail: (id: number) => `/api/v3/student/courseReferenceDetails/${id}`,
  referenceComments: '/api/v3/student/getCourseReferenceCommentsList',
  referenceCollection: (id: number) => `/api/v3/student/common/operationResourceCollection/${id}`,
  myReferenceCollections: '/api/v3/student/getMyCollectionCourseResourcesList',
  resourceFiles: '/api/v3/student/resourceFile/getResourceFile',
  resourceFileDownload: (id: number) => `/api/v3/student/resourceFile/download/${id}`,
  newsComments: '/api/v3/student/getNewsArticleCommentsList',
} as const;
