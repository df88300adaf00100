import type { PageQuery } from './homeTypes';

/** Bounds of a problem report (反馈问题): what a student may send and how much of it is kept. */
export const PROBLEM_REPORT_LIMITS = {
  descriptionMin: 2,
  descriptionMax: 1000,
  routeMax: 500,
  userAgentMax: 500,
  appVersionMax: 40,
  /** The recent actions and machine events, as JSON text. */
  recentEventsMax: 40_000,
  recentEventEntriesMax: 100,
  /** The exported state file, as JSON text. */
  stateMax: 300_000,
  /** Reports one student may file in an hour. */
  perHour: 10,
  pageSizeMax: 20,
} as const;

/** One recent store action or machine event: where it happened, what, and when (epoch ms). */
export interface RecentEvent {
  /** `store` for a Redux action, otherwise the machine's name (`practiceSession`, `mockExam` …). */
  source: string;
  type: string;
  at: number;
}

/**
 * What the browser sends. `recentEvents` (a RecentEvent list) and `state` (an exported state
 * file) travel as JSON text in the form body.
 */
export interface ProblemReportBody {
  description: string;
  route: string;
  userAgent: string;
  appVersion: string;
  recentEvents: string;
  state: string;
}

/** A report as its author sees it in the list. */
export interface ProblemReportSummary {
  id: number;
  description: string;
  route: string;
  createTime: number;
}

export type ProblemReportsQuery = PageQuery;

/** Whether the caller may use the QA tools in a production build. */
export interface QaStatus {
  qa: boolean;
}

/** A replay file's name as `?replay=` and the developer command give it. */
export const REPLAY_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
