import type { Comment, CommentBody, ReportBody } from '../../core/commentTypes';
import type { GalleryOpus, OpusDetail } from '../../core/galleryTypes';
import type { UserInfo } from '../../core/types';
import { fail, ok } from '../helpers/fakeHttp';
import type { FakeRequest } from '../helpers/fakeHttp';
import { API, KINDS, homeServer } from './homeFakeServer';
import type { HomeServer } from './homeFakeServer';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const NOW = Date.now();
export const PROJECT_URL = '/uploads/opus/7.sb3?expires=1&sig=abc';
export const PROGRAM_URL = '/uploads/opus/8.py?expires=1&sig=def';
export const PROGRAM = 'name = input("你叫什么名字？")\nprint("你好，" + name)\n';

export function aRemix(overrides: Partial<GalleryOpus> = {}): GalleryOpus {
  return {
    id: 31,
    name: '迷宫大冒险（改编）',
    cover: '/covers/31.png',
    opusType: 1,
    studentId: 12,
    studentName: '王小禾',
    studentAvatar: '',
    className: '三年级一班',
    viewNumber: 3,
    praiseNumber: 1,
    collectionNumber: 0,
    isPraised: false,
    isCollectioned: false,
    featured: false,
    tags: [],
    createTime: NOW - 2 * DAY_MS,
    publishTime: NOW - 2 * DAY_MS,
    ...overrides,
  };
}

export function anOpus(overrides: Partial<OpusDetail> = {}): OpusDetail {
  return {
    id: 7,
    name: '迷宫大冒险',
    cover: '/covers/7.png',
    opusType: 1,
    studentId: 9,
    studentName: '郑可欣',
    studentAvatar: '/avatars/9.svg',
    className: '三年级二班',
    viewNumber: 12_345,
    praiseNumber: 1_234,
    collectionNumber: 56,
    isPraised: false,
    isCollectioned: false,
    featured: true,
    tags: [
      { id: 1, name: '游戏' },
      { id: 4, name: '迷宫' },
    ],
    createTime: NOW - 3 * DAY_MS,
    publishTime: NOW - 2 * HOUR_MS,
    description: '用方向键带小猫走出迷宫，碰到墙就回到起点。',
    visibility: 2,
    mine: false,
    projectUrl: PROJECT_URL,
    version: 4,
    updateTime: NOW - 5 * HOUR_MS,
    original: { id: 3, name: '小猫走迷宫', studentId: 4, studentName: '李想' },
    remixes: [aRemix()],
    remixCount: 1,
    activityId: null,
    activityName: null,
    signedIn: true,
    ...overrides,
  };
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 100,
    targetType: 'opus',
    targetId: 7,
    content: '迷宫好难呀，我走了三次才出来！',
    studentId: 12,
    studentName: '王小禾',
    studentAvatar: '',
    createTime: NOW - 3 * HOUR_MS,
    mine: false,
    canDelete: false,
    ...overrides,
  };
}

export interface OpusServer extends HomeServer {
  opus: OpusDetail;
  comments: Comment[];
  reports: ReportBody[];
  /** Bodies of the posted comments, as they arrived (urlencoded: every value a string). */
  posts: Record<string, unknown>[];
  /** The answer to the next comment post, or null to publish it. */
  nextPost: (body: CommentBody) => ReturnType<typeof fail> | null;
}

/**
 * A work's page answered like the server's wire contract (core/galleryTypes.ts and
 * core/commentTypes.ts): the detail, its toggles with `cancel=1`, the remix, comments in pages
 * of the size asked for, posting, deleting and reports.
 */
export function opusServer(
  opus: OpusDetail = anOpus(),
  comments: Comment[] = [aComment()],
  student: UserInfo = KINDS.school,
): OpusServer {
  const http = homeServer(student) as OpusServer;
  http.opus = opus;
  http.comments = comments;
  http.reports = [];
  http.posts = [];
  http.nextPost = () => null;

  http.onGet('getOpusDetails', (query) =>
    Number(query.id) === http.opus.id ? ok(http.opus) : fail(404, '作品不存在'),
  );
  const toggle =
    (field: 'isPraised' | 'isCollectioned', count: 'praiseNumber' | 'collectionNumber') =>
    (request: FakeRequest) => {
      const on = request.params.cancel !== 1;
      if (http.opus[field] !== on)
        http.opus = { ...http.opus, [field]: on, [count]: http.opus[count] + (on ? 1 : -1) };
      const { id, praiseNumber, collectionNumber, isPraised, isCollectioned } = http.opus;
      return ok({ opusId: id, praiseNumber, collectionNumber, isPraised, isCollectioned });
    };
  http.on('POST', API(`common/operationOpusPraise/${opus.id}`), toggle('isPraised', 'praiseNumber'));
  http.on(
    'POST',
    API(`common/operationOpusCollection/${opus.id}`),
    toggle('isCollectioned', 'collectionNumber'),
  );
  http.on('POST', API(`copyOpus/${opus.id}`), () =>
    ok({ id: 88, name: `${opus.name}（改编）`, version: 1, cover: '', updateTime: NOW }),
  );

  http.onGet('getOpusCommentsList', (query) => {
    const pageNumber = Number(query.pageNumber);
    const pageSize = Number(query.pageSize);
    const list = http.comments.filter((comment) => comment.targetId === Number(query.opusId));
    return ok({
      list: list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      total: list.length,
      pageNumber,
      pageSize,
    });
  });
  http.on('POST', API('common/comment'), (request) => {
    http.posts.push(request.body);
    const body: CommentBody = {
      targetType: 'opus',
      targetId: Number(request.body.targetId),
      content: String(request.body.content),
      ...(request.body.appeal === 'true' ? { appeal: true } : {}),
    };
    const refusal = http.nextPost(body);
    if (refusal) return refusal;
    if (body.appeal) return ok(null);
    const comment = aComment({
      id: 200 + http.posts.length,
      content: body.content,
      studentId: student.id,
      studentName: student.realName,
      createTime: Date.now(),
      mine: true,
      canDelete: true,
    });
    http.comments = [comment, ...http.comments];
    return ok(comment);
  });
  http.on('POST', API('common/report'), (request) => {
    http.reports.push({
      kind: request.body.kind as ReportBody['kind'],
      id: Number(request.body.id),
      reason: request.body.reason as ReportBody['reason'],
      ...(request.body.detail ? { detail: String(request.body.detail) } : {}),
    });
    return ok(null);
  });
  return http;
}

/** Deleting is answered per comment id, so the test says which ones exist. */
export function allowDelete(http: OpusServer, id: number) {
  http.on('POST', API(`common/deleteComment/${id}`), () => {
    http.comments = http.comments.filter((comment) => comment.id !== id);
    return ok(null);
  });
}
