import type { PageQuery } from '../../core/homeTypes';
import type { IntegralList, PointsSource } from '../../core/pointsTypes';
import type { Db } from '../db/database';
import { pointsMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { awardMedal } from '../repos/medalRepo';
import { countOpusOfStudent } from '../repos/opusRepo';
import { findPraise } from '../repos/opusReactionRepo';
import { countUnansweredLocked } from '../repos/practiceRepo';
import {
  appendEntry,
  countEntries,
  hasEntry,
  listEntries,
  listLatestReferenceIds,
  listReferenceIdsOfKind,
  lockStudentLedger,
  sumBalance,
} from '../repos/pointsRepo';
import { pagedOf, sliceOf } from './paging';
import { MEDAL_RULES, POINTS, STREAK_DAYS } from './rewardRules';
import type { RewardProgress } from './rewardRules';
import { beijingDayNumber, formatDateTime } from './time';

const SOURCE = {
  practice: 'practice',
  dailyPractice: 'daily_practice',
  examPass: 'exam_pass',
  dailyCreation: 'daily_creation',
  likeReceived: 'like_received',
} as const satisfies Record<string, PointsSource>;

async function progressOf(db: Db, studentId: number, now: number): Promise<RewardProgress> {
  const [finishedPractices, passedExams, days, works] = await Promise.all([
    countEntries(db, studentId, SOURCE.practice),
    countEntries(db, studentId, SOURCE.examPass),
    listLatestReferenceIds(db, studentId, SOURCE.dailyPractice, STREAK_DAYS),
    countOpusOfStudent(db, studentId),
  ]);
  let practiceStreakDays = 0;
  for (const day of days) {
    if (day !== beijingDayNumber(now) - practiceStreakDays) break;
    practiceStreakDays += 1;
  }
  return { finishedPractices, passedExams, practiceStreakDays, works };
}

/**
 * Awards, dated `now`, every rule medal the ledger (and the works) now earn; held ones keep their
 * first date. A copy or a work started from a template counts toward the works medals too.
 */
export async function awardMedalsByRules(db: Db, studentId: number, now: number): Promise<void> {
  const progress = await progressOf(db, studentId, now);
  for (const rule of MEDAL_RULES) {
    if (rule.isMet(progress)) await awardMedal(db, studentId, rule.medal, now);
  }
}

/**
 * After an answer of a practice batch is stored: once every question is answered, the batch pays
 * once, and the day's first finished practice pays its daily points. Run inside the transaction
 * that stored the answer.
 */
export async function rewardPracticeAnswer(
  db: Db,
  studentId: number,
  batchId: number,
  now: number,
): Promise<void> {
  if ((await countUnansweredLocked(db, batchId)) > 0) return;
  const paid = await appendEntry(db, {
    studentId,
    delta: POINTS.practiceFinished,
    source: SOURCE.practice,
    reason: msg.practiceFinished,
    referenceKind: 'practice_batch',
    referenceId: batchId,
    createdAt: now,
  });
  if (!paid) return;
  await appendEntry(db, {
    studentId,
    delta: POINTS.dailyFirstPractice,
    source: SOURCE.dailyPractice,
    reason: msg.dailyFirstPractice,
    referenceKind: 'day',
    referenceId: beijingDayNumber(now),
    createdAt: now,
  });
  await awardMedalsByRules(db, studentId, now);
}

/** A mock exam the server graded as passed pays once. Run inside the transaction that graded it. */
export async function rewardPassedExam(
  db: Db,
  studentId: number,
  attemptId: number,
  score: number,
  now: number,
): Promise<void> {
  const paid = await appendEntry(db, {
    studentId,
    delta: POINTS.examPassed,
    source: SOURCE.examPass,
    reason: msg.examPassed(score),
    referenceKind: 'exam_attempt',
    referenceId: attemptId,
    createdAt: now,
  });
  if (paid) await awardMedalsByRules(db, studentId, now);
}

/**
 * A new work saved from an editor: the day's first pays once, and the works medals follow. Run
 * inside the transaction that stored the work.
 */
export async function rewardCreatedWork(db: Db, studentId: number, now: number): Promise<void> {
  await appendEntry(db, {
    studentId,
    delta: POINTS.dailyFirstCreation,
    source: SOURCE.dailyCreation,
    reason: msg.dailyFirstCreation,
    referenceKind: 'day',
    referenceId: beijingDayNumber(now),
    createdAt: now,
  });
  await awardMedalsByRules(db, studentId, now);
}

/** What the student has bought of one kind (the ids), e.g. the templates unlocked. */
export async function boughtIds(db: Db, studentId: number, referenceKind: string): Promise<Set<number>> {
  return new Set(await listReferenceIdsOfKind(db, studentId, 'unlock', referenceKind));
}

/**
 * The ledger key of a like received: the work in the kind, the liker as the id. A like's row is
 * deleted when it is taken back, so keying by the row would pay again for every like given anew.
 */
export function likeReceivedKey(
  opusId: number,
  likerId: number,
): { referenceKind: string; referenceId: number } {
  return { referenceKind: `opus_like:${opusId}`, referenceId: likerId };
}

/**
 * A like another student gave one of my works (the `opus_praises` row just added) pays its author
 * once per work and liker. Run inside the transaction that added the like.
 */
export async function rewardLikeReceived(
  db: Db,
  authorId: number,
  praiseId: number,
  now: number,
): Promise<void> {
  const like = await findPraise(db, praiseId);
  if (!like) return;
  await appendEntry(db, {
    studentId: authorId,
    delta: POINTS.likeReceived,
    source: SOURCE.likeReceived,
    reason: msg.likeReceived,
    ...likeReceivedKey(like.opus_id, like.student_id),
    createdAt: now,
  });
}

export interface PointsSpend {
  cost: number;
  reason: string;
  /** What is bought; buying the same thing again charges nothing. */
  referenceKind: string;
  referenceId: number;
}

/**
 * Spends points on an unlock, in one transaction with the student's row locked: the balance is
 * checked and the negative entry appended as one step, so parallel spends never overdraw.
 * Buying the same thing again charges nothing. Returns the balance after it; 409
 * POINTS_NOT_ENOUGH when the balance is short.
 */
export async function spendPoints(
  db: Db,
  studentId: number,
  spend: PointsSpend,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockStudentLedger(trx, studentId);
    const balance = await sumBalance(trx, studentId);
    // What is already bought stays bought, even when the balance has since run short.
    if (await hasEntry(trx, studentId, 'unlock', spend.referenceKind, spend.referenceId)) return balance;
    if (balance < spend.cost) throw new ApiError(409, msg.notEnoughPoints, null, 'POINTS_NOT_ENOUGH');
    const charged = await appendEntry(trx, {
      studentId,
      delta: -spend.cost,
      source: 'unlock',
      reason: spend.reason,
      referenceKind: spend.referenceKind,
      referenceId: spend.referenceId,
      createdAt: now,
    });
    return charged ? balance - spend.cost : balance;
  });
}

/** getMyIntegralList: the ledger newest first, in pages, and the balance it sums to. */
export async function getIntegralList(db: Db, studentId: number, query: PageQuery): Promise<IntegralList> {
  const [rows, total, balance] = await Promise.all([
    listEntries(db, studentId, sliceOf(query)),
    countEntries(db, studentId),
    sumBalance(db, studentId),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    integral: row.delta,
    source: row.source as PointsSource,
    reason: row.reason,
    createTime: formatDateTime(row.created_at),
  }));
  return { ...pagedOf(list, total, query), balance };
}
