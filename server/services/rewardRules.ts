/**
 * What earns points and medals, in one place. Every rule reads the points ledger, so a medal is
 * earned by the same events that paid, and a replayed event (already in the ledger) earns nothing;
 * the works medals count the works themselves, which no replay can add to.
 */

/** Points paid per event. */
export const POINTS = {
  /** A practice batch with every question answered. */
  practiceFinished: 5,
  /** The first finished practice of a (Beijing) day. */
  dailyFirstPractice: 2,
  /** A mock exam graded by the server at or above its passing score. */
  examPassed: 20,
  /** The first new work a student saves on a (Beijing) day. */
  dailyFirstCreation: 3,
  /** A like from another student on one of my works (once per liker and work). */
  likeReceived: 1,
} as const;

/** What the ledger says about a student, as far as the medal rules need it. */
export interface RewardProgress {
  finishedPractices: number;
  passedExams: number;
  /** Consecutive days with a finished practice, up to and including today. */
  practiceStreakDays: number;
  /** Works the student has (not deleted), counted from the works themselves. */
  works: number;
}

export interface MedalRule {
  /** The `medals` row it awards (migration 2026_06_05_points_ledger). */
  medal: string;
  isMet: (progress: RewardProgress) => boolean;
}

export const STREAK_DAYS = 7;

export const MEDAL_RULES: readonly MedalRule[] = [
  { medal: '初次练习', isMet: (p) => p.finishedPractices >= 1 },
  { medal: '练习达人', isMet: (p) => p.finishedPractices >= 10 },
  { medal: '首次通过', isMet: (p) => p.passedExams >= 1 },
  { medal: '坚持之星', isMet: (p) => p.practiceStreakDays >= STREAK_DAYS },
  { medal: '第一个作品', isMet: (p) => p.works >= 1 },
  { medal: '十个作品', isMet: (p) => p.works >= 10 },
];
