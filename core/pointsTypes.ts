import type { Paged } from './homeTypes';

/** What a points entry is for: earned by practice, exams, creating and likes, or spent on an unlock. */
export type PointsSource =
  'practice' | 'daily_practice' | 'exam_pass' | 'daily_creation' | 'like_received' | 'unlock';

/** One entry of `GET /api/v3/student/getMyIntegralList`: `integral` is negative when spent. */
export interface IntegralEntry {
  id: number;
  integral: number;
  source: PointsSource;
  reason: string;
  /** `YYYY-MM-DD HH:mm:ss`, Beijing time. */
  createTime: string;
}

/** The ledger newest first, in pages, with the balance (the sum of every entry). */
export interface IntegralList extends Paged<IntegralEntry> {
  balance: number;
}

/** One medal of `GET /api/v3/student/getMyMedalList`: earned or not, and how to earn it. */
export interface MedalListItem {
  id: number;
  medalName: string;
  medalIcon: string;
  /** The rule that earns it. */
  description: string;
  obtained: boolean;
  /** `YYYY-MM-DD HH:mm:ss`, Beijing time; null while not earned. */
  obtainTime: string | null;
}
