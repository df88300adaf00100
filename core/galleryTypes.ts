import type { OpusReaction, Paged } from './homeTypes';
import type { MyOpus, OpusType } from './workTypes';

/**
 * Works as others see them: the gallery (作品广场, or 校内作品 for a school's students), a work's
 * page, my works' publishing, favourites, classmates and a classmate's timeline. Every call is
 * `/api/v3/student/...` with the `accessToken` header unless it says otherwise.
 *
 * Visibility is one rule on the server (every read, every list, every count): a private work is
 * its author's only; a school-open work is seen by the students of the author's school; a public
 * work by everyone. A work the caller may not see, a deleted one and an unknown id all answer 404
 * "作品不存在", and no list, count or search reveals it.
 */

/** Page sizes of the gallery's lists (SPEC.md §9: popular 4, recommended up to 1000). */
export const GALLERY_LIMITS = {
  popularCount: 4,
  recommendMaxCount: 1000,
  pageSizeMax: 50,
  keywordMaxLength: 30,
  /** A deleted work can be restored for this long, then it is gone for good. */
  restoreDays: 30,
} as const;

/** 0 private (私有), 1 open to my school (校内公开), 2 open to everyone (公开). */
export type OpusVisibility = 0 | 1 | 2;

/** A work's card in the gallery, a timeline or my favourites. */
export interface GalleryOpus {
  id: number;
  name: string;
  /** Same-origin URL; a generated cover when the work has none, never ''. */
  cover: string;
  opusType: OpusType;
  studentId: number;
  studentName: string;
  studentAvatar: string;
  className: string;
  viewNumber: number;
  praiseNumber: number;
  collectionNumber: number;
  isPraised: boolean;
  isCollectioned: boolean;
  /** A teacher's pick (精选). */
  featured: boolean;
  tags: OpusTag[];
  /** Epoch ms: made, and opened to others (the later of school and public). */
  createTime: number;
  publishTime: number;
}

/** `GET /api/v3/student/getOpusTagList` → `OpusTag[]` in display order (游戏, 动画, 故事…). */
export interface OpusTag {
  id: number;
  name: string;
}

/**
 * The filters every gallery list takes (all optional): `opusType`, `tagId`, `keyword` (title or
 * author, 1–30 characters), and `pageNumber` + `pageSize` (≤ 50) where the list is paged.
 *
 * The public gallery (作品广场, works open to everyone):
 * - `GET getFeaturedOpusList` → `Paged<GalleryOpus>`, teachers' picks, the latest pick first;
 * - `GET getTheMostPopularOpusList?limitCount=4` → `GalleryOpus[]`, most liked (then viewed);
 * - `GET getLatestOpusList` → `Paged<GalleryOpus>`, the latest opened first;
 * - `GET getRecommendOpusList?limitCount=1000` → `Paged<GalleryOpus>` (total ≤ limitCount): the
 *   gallery's main list, ordered by a score of likes, favourites, views and freshness.
 * The school gallery (校内作品, for schoolStatus 1: works open to my school or to everyone whose
 * author is of my school) has the same four under `getSchoolFeaturedOpusList`,
 * `getSchoolTheMostPopularOpusList`, `getSchoolLatestOpusList`, `getSchoolRecommendOpusList`;
 * for a student without a school they answer empty lists.
 */
export interface GalleryQuery {
  opusType?: OpusType;
  tagId?: number;
  keyword?: string;
  pageNumber?: number;
  pageSize?: number;
  limitCount?: number;
}

export type GalleryPage = Paged<GalleryOpus>;

/** The work a remix was made from, as far as the viewer may see it (else null). */
export interface OpusOrigin {
  id: number;
  name: string;
  studentId: number;
  studentName: string;
}

/**
 * `GET /api/v3/student/getOpusDetails?id=` → `OpusDetail` (token optional: without one only works
 * open to everyone, for the public `/opus-detail?id=`). `projectUrl` is a signed link (five
 * minutes) to the `.sb3` or the `.py` text, readable without the token, so the player can load it.
 */
export interface OpusDetail extends GalleryOpus {
  description: string;
  visibility: OpusVisibility;
  /** The viewer is the author (edit, publish, delete comments on it). */
  mine: boolean;
  projectUrl: string;
  version: number;
  updateTime: number;
  /** Set when the work was remixed from another one. */
  original: OpusOrigin | null;
  /** Remixes of this work the viewer may see, newest first (at most 12), and how many in all. */
  remixes: GalleryOpus[];
  remixCount: number;
  /** Entered in an activity (活动作品). */
  activityId: number | null;
  activityName: string | null;
  /** Signed in: the viewer may like, collect, remix, comment and report. */
  signedIn: boolean;
}

/**
 * `POST /api/v3/student/common/operationOpusPraise/{id}` and `.../operationOpusCollection/{id}`
 * set the like or favourite; the same path with `?cancel=1` unsets it. Both are idempotent (fifty
 * parallel clicks leave one row or none) and answer `OpusReaction` with counts recounted from rows.
 */
export type OpusToggleResult = OpusReaction;

/**
 * My works with their standing (`GET getMyOpusList`, workTypes.ts), plus what only I see:
 * `visibility`, `held` (审核中: reported and waiting for review, hidden from others meanwhile)
 * and the counters.
 */
export interface MyOpusStanding extends MyOpus {
  visibility: OpusVisibility;
  held: boolean;
  viewNumber: number;
  praiseNumber: number;
  collectionNumber: number;
  commentNumber: number;
}

/**
 * Publishing my work, each `POST .../{id}` → `MyOpusStanding`:
 * - `operationSchoolOpusOpen/{id}`: open to my school (a student without a school → 403);
 * - `operationOpusOpen/{id}`: open to everyone (only a student allowed to publish publicly: a
 *   school's student or a member; a trial student → 403 "试用账号暂不能公开作品");
 * - `operationOpusClose/{id}`: private again (it leaves every gallery, list and favourites).
 * `POST deleteOpus/{id}` moves it to the bin (restorable for 30 days):
 * `GET getMyDeletedOpusList?pageNumber=&pageSize=` → `Paged<DeletedOpus>`,
 * `POST restoreOpus/{id}` → `MyOpusStanding` (409 after 30 days).
 */
export interface DeletedOpus {
  id: number;
  name: string;
  cover: string;
  opusType: OpusType;
  deleteTime: number;
  /** Epoch ms after which it cannot be restored. */
  purgeTime: number;
}

/**
 * `POST /api/v3/student/copyOpus/{id}` on a work I may see (mine or another's) makes a remix in my
 * works: private, version 1, `originalId` the source, shown on both pages (workTypes.ts).
 */

/** `GET /api/v3/student/getMyCollectionList/{opusType}?pageNumber=&pageSize=` (0 = all types). */
export type CollectionPage = Paged<GalleryOpus & { collectTime: number }>;

/** `GET /api/v3/student/getMyClassmateCard` → `ClassmateCard[]`: one per class I am in. */
export interface ClassmateCard {
  classId: number;
  className: string;
  classmateCount: number;
  /** Works of the class the viewer may see. */
  opusCount: number;
}

/**
 * `GET /api/v3/student/getMyClassmateList?classId=&pageNumber=&pageSize=&keyword=` →
 * `Paged<Classmate>` (classId optional: all my classes).
 */
export interface Classmate {
  studentId: number;
  name: string;
  avatar: string;
  className: string;
  /** Works of theirs I may see. */
  opusCount: number;
  medals: { medalIcon: string; medalName: string }[];
}

/**
 * `GET /api/v3/student/getStudentOpusTimeline?studentId=&pageNumber=&pageSize=` →
 * `StudentTimeline`: a schoolmate's works I may see, newest first (a student of another school →
 * 404 "同学不存在"; my own id shows all mine).
 */
export interface StudentTimeline extends Paged<GalleryOpus> {
  student: { studentId: number; name: string; avatar: string; className: string };
}

/**
 * Views: `POST common/showScratchEvent/tracking` with `{ event: 'run', opusType, opusId }` on a
 * work's page (first green flag / first Run) counts one view per student per work per Beijing day;
 * a page load counts nothing.
 */
