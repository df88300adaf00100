import { hasPracticeSelection } from '../../core/practiceValidation';
import type {
  PracticeBatch,
  PracticeBatchRequest,
  Question,
  RightStatus,
} from '../../core/questionBankTypes';
import type { RandomSource } from '../../core/seededRandom';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { questionBankMessages as msg } from '../messages';
import { isBankGranted } from '../repos/bankRepo';
import {
  findBatch,
  findBatchQuestion,
  insertBatch,
  listAnsweredQuestionIds,
  listBankCandidates,
  listKnowledgePointCandidates,
  listMistakeCandidates,
} from '../repos/practiceRepo';
import type { BatchQuestionRow, CandidateRow, PracticeBatchRow } from '../repos/practiceRepo';
import {
  findQuestion,
  isQuestionInStudentBanks,
  isQuestionInStudentBatches,
  listKnowledgePointsOfQuestions,
} from '../repos/questionRepo';
import type { QuestionRow } from '../repos/questionRepo';
import { listUnmasteredQuestionIds } from '../repos/mistakeRepo';
import { AnswerKeyGuard, reviewedQuestion } from './answerKeyGuard';
import { drawQuestions } from './draw';
import { toWireQuestion, wireAnswerOf } from './questionWire';
import { COUNT_KEY_OF_TYPE } from '../../core/questionTypeCounts';

export const BATCH_TYPE = { knowledgePoint: 0, bank: 1, mistakes: 2 } as const;

async function candidatesFor(
  db: Db,
  studentId: number,
  request: PracticeBatchRequest,
  guard: AnswerKeyGuard,
): Promise<CandidateRow[]> {
  const itemId = request.batchTypeItemId;
  if (request.batchType === BATCH_TYPE.bank) {
    if (!(await isBankGranted(db, studentId, itemId))) throw new ApiError(403, msg.bankNotGranted);
    return listBankCandidates(db, itemId);
  }
  if (request.batchType === BATCH_TYPE.knowledgePoint) {
    const candidates = await listKnowledgePointCandidates(db, studentId, itemId);
    // A point none of the student's banks covers is one they have not been granted.
    if (candidates.length === 0) throw new ApiError(403, msg.knowledgePointNotGranted);
    return candidates;
  }
  return listMistakeCandidates(db, studentId, itemId === 0 ? null : itemId, guard.practisedDuringExam);
}

/**
 * A new batch drawn at random per type, unseen and still-wrong questions first, both judged by the
 * book as the student may see it now (answerKeyGuard.ts).
 */
export async function createPracticeBatch(
  db: Db,
  studentId: number,
  request: PracticeBatchRequest,
  options: { random: RandomSource; now: number },
): Promise<PracticeBatch> {
  if (!hasPracticeSelection(request)) throw new ApiError(400, msg.practiceTypesRequired);

  const guard = await AnswerKeyGuard.forStudent(db, studentId);
  const candidates = await candidatesFor(db, studentId, request, guard);
  const counts: Record<number, number> = {};
  for (const [type, field] of Object.entries(COUNT_KEY_OF_TYPE)) {
    const wanted = request[field];
    const available = candidates.filter((c) => c.question_type === Number(type)).length;
    if (wanted > available) throw new ApiError(400, msg.countAboveAvailable(field, available));
    counts[Number(type)] = wanted;
  }
  const [answered, unmastered] = await Promise.all([
    listAnsweredQuestionIds(db, studentId),
    listUnmasteredQuestionIds(db, studentId, guard.practisedDuringExam),
  ]);
  const seen = new Set(answered);
  const stillWrong = new Set(unmastered);
  const questionIds = drawQuestions(
    candidates.map((c) => ({
      id: c.id,
      questionType: c.question_type,
      preferred: !seen.has(c.id) || stillWrong.has(c.id),
    })),
    counts,
    options.random,
  );
  const batchId = await db.transaction().execute((trx) =>
    insertBatch(trx, {
      studentId,
      batchType: request.batchType,
      itemId: request.batchTypeItemId,
      createdAt: options.now,
      questionIds,
    }),
  );
  return { batchId, questionIds };
}

/** The student's own batch and one of its questions, or the right refusal. */
export async function requireOwnBatchQuestion(
  db: Db,
  studentId: number,
  batchId: number,
  questionId: number,
  lock = false,
): Promise<{ batch: PracticeBatchRow; entry: BatchQuestionRow }> {
  const batch = await findBatch(db, batchId);
  if (!batch) throw new ApiError(404, msg.batchNotFound);
  if (batch.student_id !== studentId) throw new ApiError(403, msg.batchForbidden);
  const entry = await findBatchQuestion(db, batchId, questionId, lock);
  if (!entry) throw new ApiError(404, msg.questionNotInBatch);
  return { batch, entry };
}

export async function requireQuestion(db: Db, questionId: number): Promise<QuestionRow> {
  const question = await findQuestion(db, questionId);
  if (!question) throw new ApiError(404, msg.questionNotFound);
  return question;
}

export async function knowledgePointRefs(db: Db, questionId: number) {
  const rows = await listKnowledgePointsOfQuestions(db, [questionId]);
  return rows.map((row) => ({ id: row.id, title: row.title }));
}

/**
 * A question for the practice page. The key, explanation and verdict only come with a batch in
 * which the student has already answered it, so nothing can be looked up before answering, and
 * not while the question is in an exam she has open (answerKeyGuard.ts).
 */
export async function getQuestionForStudent(
  db: Db,
  studentId: number,
  questionId: number,
  batchId?: number,
): Promise<Question> {
  const question = await requireQuestion(db, questionId);
  let entry: BatchQuestionRow | undefined;
  if (batchId !== undefined) {
    entry = (await requireOwnBatchQuestion(db, studentId, batchId, questionId)).entry;
  } else {
    const allowed =
      (await isQuestionInStudentBanks(db, studentId, questionId)) ||
      (await isQuestionInStudentBatches(db, studentId, questionId));
    if (!allowed) throw new ApiError(403, msg.questionForbidden);
  }
  const knowledgePoints = await knowledgePointRefs(db, questionId);
  if (!entry || entry.answered_at === null) return toWireQuestion(question, knowledgePoints);
  return reviewedQuestion(await AnswerKeyGuard.forStudent(db, studentId), question, knowledgePoints, {
    yourAnswer: wireAnswerOf(question.question_type, entry.your_answer),
    rightStatus: (entry.right_status ?? 0) as RightStatus,
  });
}
