import type { Generated } from 'kysely';

/**
 * Table types of attempt limits and server keys (migrations 2026_06_01_failed_attempts and
 * 2026_06_02_server_secrets). Times are epoch ms.
 */
export interface GuardTables {
  failed_attempts: FailedAttemptsTable;
  server_secrets: ServerSecretsTable;
}

export interface FailedAttemptsTable {
  id: Generated<number>;
  student_id: number;
  /** What was guessed: an `AttemptKind` of services/attemptLimit.ts. */
  kind: string;
  attempted_at: number;
}

export interface ServerSecretsTable {
  name: string;
  /** Random bytes, base64url. */
  value: string;
  created_at: number;
}
