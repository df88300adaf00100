import type { Db } from '../db/database';
import type { PageSlice } from './pageSlice';

export interface NewProblemReport {
  studentId: number;
  description: string;
  route: string;
  userAgent: string;
  appVersion: string;
  recentEvents: string;
  state: string;
  now: number;
}

export async function insertProblemReport(db: Db, report: NewProblemReport): Promise<number> {
  const row = await db
    .insertInto('problem_reports')
    .values({
      student_id: report.studentId,
      description: report.description,
      route: report.route,
      user_agent: report.userAgent,
      app_version: report.appVersion,
      recent_events: report.recentEvents,
      state: report.state,
      created_at: report.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * When each of the student's reports filed after `after` was, the oldest first. A report exactly an
 * hour old has left the hour: that is the moment a refusal's retry-after names.
 */
export async function reportTimesAfter(db: Db, studentId: number, after: number): Promise<number[]> {
  const rows = await db
    .selectFrom('problem_reports')
    .select('created_at')
    .where('student_id', '=', studentId)
    .where('created_at', '>', after)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

export interface ProblemReportListRow {
  id: number;
  description: string;
  route: string;
  created_at: number;
}

/** One student's reports, the latest first, with their total. */
export async function listStudentReports(
  db: Db,
  studentId: number,
  slice: PageSlice,
): Promise<{ rows: ProblemReportListRow[]; total: number }> {
  const rows = await db
    .selectFrom('problem_reports')
    .select(['id', 'description', 'route', 'created_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  const { count } = await db
    .selectFrom('problem_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Every report with its author, the latest first (the developers' command). */
export async function listAllReports(db: Db, username?: string) {
  let query = db
    .selectFrom('problem_reports')
    .innerJoin('students', 'students.id', 'problem_reports.student_id')
    .select([
      'problem_reports.id',
      'problem_reports.description',
      'problem_reports.route',
      'problem_reports.app_version',
      'problem_reports.created_at',
      'students.username',
    ])
    .orderBy('problem_reports.created_at', 'desc')
    .orderBy('problem_reports.id', 'desc');
  if (username !== undefined) query = query.where('students.username', '=', username);
  return query.execute();
}

export async function findReportWithAuthor(db: Db, id: number) {
  return db
    .selectFrom('problem_reports')
    .innerJoin('students', 'students.id', 'problem_reports.student_id')
    .selectAll('problem_reports')
    .select('students.username')
    .where('problem_reports.id', '=', id)
    .executeTakeFirst();
}

export async function isQaTester(db: Db, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('qa_testers')
    .select('student_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Granting twice keeps the first grant. */
export async function grantQa(db: Db, studentId: number, now: number): Promise<void> {
  await db
    .insertInto('qa_testers')
    .values({ student_id: studentId, granted_at: now })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}

export async function revokeQa(db: Db, studentId: number): Promise<boolean> {
  const result = await db.deleteFrom('qa_testers').where('student_id', '=', studentId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listQaTesters(db: Db) {
  return db
    .selectFrom('qa_testers')
    .innerJoin('students', 'students.id', 'qa_testers.student_id')
    .select(['students.username', 'students.real_name', 'qa_testers.granted_at'])
    .orderBy('qa_testers.granted_at')
    .execute();
}
