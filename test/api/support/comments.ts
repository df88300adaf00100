import type { Comment, CommentBody, CommentPage, ReportBody } from '../../../core/commentTypes';
import { apiGet, apiPost } from '../../helpers/apiClient';
import type { ApiResponse } from '../../helpers/apiClient';
import { startServer } from '../../helpers/startServer';
import type { RunningServer } from '../../helpers/startServer';
import { createSchool, createStudents, createWork, schoolOf } from './works';
import type { TokenStudent } from './works';

const API = '/api/v3/student';

/**
 * A server on a fresh database with a clock the test moves, and the people comments are about:
 * an author with a public, a school-only and a private work, a classmate of the author, a student
 * of another school and one without a school.
 */
export interface CommentWorld {
  server: RunningServer;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  author: TokenStudent;
  classmate: TokenStudent;
  /** Three more students of the author's school, for reports. */
  schoolmates: TokenStudent[];
  stranger: TokenStudent;
  works: { public: number; school: number; private: number };
  list(opusId: number, token?: string, query?: string): Promise<ApiResponse<CommentPage>>;
  post(body: CommentBody, token: string | undefined): Promise<ApiResponse<Comment | null>>;
  remove(id: number, token: string | undefined): Promise<ApiResponse<null>>;
  report(body: ReportBody, token: string | undefined): Promise<ApiResponse<null>>;
}

export async function startCommentWorld(prefix: string): Promise<CommentWorld> {
  let clock = Date.now();
  const server = await startServer({ rateLimit: false, now: () => clock });
  const db = server.app.db;
  const demo = await schoolOf(db, 'demo');
  const place = { ...demo, classId: Object.values(demo.classIds)[0] as number };
  const [author, classmate, ...schoolmates] = await createStudents(db, `${prefix}a`, 5, place);
  const other = await createSchool(db, `${prefix}外校`, ['一班']);
  const [stranger] = await createStudents(db, `${prefix}x`, 1, {
    ...other,
    classId: other.classIds['一班'] as number,
  });
  if (!author || !classmate || !stranger) throw new Error('students were not created');
  const works = {
    public: await createWork(db, author.id, { name: '跳跳猫', visibility: 'public' }),
    school: await createWork(db, author.id, { name: '校园迷宫', visibility: 'school' }),
    private: await createWork(db, author.id, { name: '草稿', visibility: 'private' }),
  };
  const base = server.baseUrl;
  return {
    server,
    advance: (ms) => {
      clock += ms;
    },
    author,
    classmate,
    schoolmates,
    stranger,
    works,
    list: (opusId, token, query = '') =>
      apiGet<CommentPage>(base, `${API}/getOpusCommentsList?opusId=${opusId}${query}`, { token }),
    post: (body, token) =>
      apiPost<Comment | null>(base, `${API}/common/comment`, { token, body: { ...body } }),
    remove: (id, token) => apiPost<null>(base, `${API}/common/deleteComment/${id}`, { token }),
    report: (body, token) => apiPost<null>(base, `${API}/common/report`, { token, body: { ...body } }),
  };
}
