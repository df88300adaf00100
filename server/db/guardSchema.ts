import type { Generated } from 'kysely';

/** Table types of attempt limits (migration 2026_06_01_failed_attempts). Times are epoch ms. */
export interface GuardTables {
  failed_attempts: FailedAttemptsTable;
}

export interface FailedAttemptsTable {
  id: Generated<number>;
  student_id: number;
  /** What was guessed: an `AttemptKind` of services/attemptLimit.ts. */
  kind: string;
  attempted_at: number;
}
