import type { Generated } from 'kysely';

/** Table types of the points ledger (migration 2026_06_05_points_ledger). Times are epoch ms. */
export interface PointsTables {
  points_ledger: PointsLedgerTable;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  student_id: number;
  /** Positive when earned, negative when spent. */
  delta: number;
  /** What paid or was bought (rewardRules.ts `PointsSource`). */
  source: string;
  reason: string;
  /** With `reference_id`, the event or thing the entry is for: a batch, an exam attempt, a day. */
  reference_kind: string;
  reference_id: number;
  created_at: number;
}
