import type { Generated } from 'kysely';

/** Table types of problem reports and QA accounts (migration 2026_09_20_problem_reports). Times are epoch ms. */
export interface ProblemReportTables {
  problem_reports: ProblemReportsTable;
  qa_testers: QaTestersTable;
}

export interface ProblemReportsTable {
  id: Generated<number>;
  student_id: number;
  description: string;
  /** The page the student was on: path and query. */
  route: string;
  user_agent: string;
  app_version: string;
  /** JSON text: a RecentEvent list (core/problemReportTypes.ts). */
  recent_events: string;
  /** JSON text: an exported state file without secrets, replayable as it is. */
  state: string;
  created_at: number;
}

/** A student account that may switch the QA tools on in a production build (`?inspect`). */
export interface QaTestersTable {
  student_id: number;
  granted_at: number;
}
