import { gradeAnswer, hasPassed } from '../../core/grading';
import type { ExamAnswer, ExamDraftAck, ExamDraftRequest, SubmitExamRequest } from '../../core/examTypes';
import type { QuestionType } from '../../core/questionBankTypes';
import type { Db } from '../db/database';
import { examMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findAttempt,
  listAttemptAnswers,
  listExpiredOpenAttemptIds,
  markSubmitted,
  setLastSeq,
  upsertAttemptAnswers,
} from '../repos/examAttemptRepo';
import type { AnswerToStore, ExamAttemptRow } from '../repos/examAttemptRepo';
import { findPaper, listPaperAnswerKeys } from '../repos/examPaperRepo';
import type { PaperAnswerKeyRow } from '../repos/examPaperRepo';
import { paperTemplate } from './examPaperTemplate';
import { parseExamAnswer, storedExamAnswer } from './examWire';
import { rewardPassedExam } from './pointsService';

/**
 * Writes arriving up to this long after the deadline still count: the last autosave or the submit
 * of a student whose time ran out may be in flight on a slow connection.
 */
export const WRITE_GRACE_MS = 60_000;

/** The caller's own attempt, or the right refusal. */
export async function requireOwnAttempt(
  db: Db,
  studentId: number,
  attemptId: number,
  lock = false,
): Promise<ExamAttemptRow> {
  const attempt = await findAttempt(db, attemptId, lock);
  if (!attempt) throw new ApiError(404, msg.attemptNotFound);
  if (attempt.student_id !== studentId) throw new ApiError(403, msg.attemptForbidden);
  return attempt;
}

/**
 * The question ids of a paper, from the per-paper template. Read before a transaction starts: the
 * template is cached per database handle, and a transaction is a handle of its own.
 */
async function paperQuestionIds(db: Db, paperId: number): Promise<ReadonlySet<number>> {
  return new Set((await paperTemplate(db, paperId)).map((question) => question.id));
}

/** Every answer must be for a question of the paper, each once; 400 names the offending entry. */
function checkAnswers(questionIds: ReadonlySet<number>, answers: readonly ExamAnswer[], field: string): void {
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    if (!questionIds.has(answer.questionId))
      throw new ApiError(400, msg.questionNotInPaper(`${field}.${index}.questionId`));
    if (seen.has(answer.questionId))
      throw new ApiError(400, msg.duplicateQuestion(`${field}.${index}.questionId`));
    seen.add(answer.questionId);
  });
}

/**
 * saveExamAnswerDraft: stores the listed answers of an open attempt. The attempt row is locked
 * first, so a draft racing a submit either lands before the grading or is refused after it.
 */
export async function saveExamDraft(
  db: Db,
  studentId: number,
  request: ExamDraftRequest,
  now: number,
): Promise<ExamDraftAck> {
  const owned = await requireOwnAttempt(db, studentId, request.examPaperParticipateSummaryId);
  const questionIds = await paperQuestionIds(db, owned.exam_paper_id);
  return db.transaction().execute(async (trx) => {
    const attempt = await requireOwnAttempt(trx, studentId, owned.id, true);
    if (attempt.status !== 'open') throw new ApiError(409, msg.alreadySubmitted, null, 'ATTEMPT_SUBMITTED');
    if (now > attempt.deadline + WRITE_GRACE_MS) throw new ApiError(409, msg.timeUp, null, 'EXAM_TIME_OVER');
    if (request.seq <= attempt.last_seq)
      throw new ApiError(409, msg.staleSeq, { seq: attempt.last_seq }, 'STALE_SEQ');
    checkAnswers(questionIds, request.answers, 'answers');
    await upsertAttemptAnswers(
      trx,
      attempt.id,
      request.answers.map((answer) => ({
        questionId: answer.questionId,
        yourAnswer: storedExamAnswer(answer.yourAnswer),
        rightStatus: null,
        scoreValue: null,
      })),
      now,
    );
    await setLastSeq(trx, attempt.id, request.seq);
    return { seq: request.seq, savedAt: now };
  });
}

interface Graded {
  rows: AnswerToStore[];
  totalScore: number;
  rightCount: number;
  sectionScores: Record<number, number>;
}

/** Core grading per question; subjective and programming work is kept and scores 0 until reviewed. */
function gradePaper(
  keys: readonly PaperAnswerKeyRow[],
  answers: Map<number, string | string[] | null>,
): Graded {
  const graded: Graded = { rows: [], totalScore: 0, rightCount: 0, sectionScores: {} };
  for (const key of keys) {
    graded.sectionScores[key.section_type] ??= 0;
    if (!answers.has(key.id)) continue;
    const yourAnswer = answers.get(key.id) ?? null;
    const blanks = [key.answer_a, key.answer_b, key.answer_c, key.answer_d, key.answer_e]
      .slice(0, key.answer_count)
      .filter((blank): blank is string => blank !== null);
    const rightStatus = gradeAnswer(
      { questionType: key.question_type as QuestionType, answer: key.answer, answerList: blanks },
      yourAnswer,
    );
    const scoreValue = rightStatus === 1 ? key.paper_score : 0;
    graded.rows.push({
      questionId: key.id,
      yourAnswer: storedExamAnswer(yourAnswer ?? ''),
      rightStatus,
      scoreValue,
    });
    graded.totalScore += scoreValue;
    graded.sectionScores[key.section_type] += scoreValue;
    if (rightStatus === 1) graded.rightCount += 1;
  }
  return graded;
}

/** Another call submitted the attempt between our read and our write: leave everything as it was. */
class AlreadySubmitted extends Error {}

export interface SubmitOptions {
  now: number;
  /** Submitted by the server (deadline passed), not by the student. */
  auto: boolean;
  /** The student's final answers, merged over the saved ones while writes are still allowed. */
  final?: { answers: readonly ExamAnswer[]; paperQuestionIds: ReadonlySet<number> };
}

/**
 * Grades and closes an open attempt; a submitted one is left untouched (idempotent). One
 * transaction with the row locked, and a conditional `status = 'open'` update as the last word,
 * so however many submits race, exactly one grading is stored.
 */
export async function submitAttempt(db: Db, attemptId: number, options: SubmitOptions): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const attempt = await findAttempt(trx, attemptId, true);
      if (!attempt || attempt.status !== 'open') return;
      const answers = new Map<number, string | string[] | null>();
      for (const row of await listAttemptAnswers(trx, attempt.id))
        answers.set(row.question_id, parseExamAnswer(row.your_answer));
      if (options.final && options.now <= attempt.deadline + WRITE_GRACE_MS) {
        checkAnswers(options.final.paperQuestionIds, options.final.answers, 'questionAnswerList');
        for (const answer of options.final.answers) answers.set(answer.questionId, answer.yourAnswer);
      }
      const graded = gradePaper(await listPaperAnswerKeys(trx, attempt.exam_paper_id), answers);
      await upsertAttemptAnswers(trx, attempt.id, graded.rows, options.now);
      const stored = await markSubmitted(trx, attempt.id, {
        submittedAt: options.now,
        totalScore: graded.totalScore,
        // On the server's clock, and never beyond the time the paper allows.
        costTime: Math.max(0, Math.min(options.now, attempt.deadline) - attempt.started_at),
        rightCount: graded.rightCount,
        autoSubmitted: options.auto,
        sectionScores: graded.sectionScores,
      });
      if (!stored) throw new AlreadySubmitted();
      const paper = await findPaper(trx, attempt.exam_paper_id);
      if (paper && hasPassed(graded.totalScore, paper.passing_score))
        await rewardPassedExam(trx, attempt.student_id, attempt.id, graded.totalScore, options.now);
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
  }
}

/** saveExamPaperAnswer: the client's totals are ignored; the summary id comes back every time. */
export async function submitExam(
  db: Db,
  studentId: number,
  request: SubmitExamRequest,
  now: number,
): Promise<number> {
  const attempt = await requireOwnAttempt(db, studentId, request.examPaperParticipateSummaryId);
  const paperIds = await paperQuestionIds(db, attempt.exam_paper_id);
  await submitAttempt(db, attempt.id, {
    now,
    auto: false,
    final: { answers: request.questionAnswerList, paperQuestionIds: paperIds },
  });
  return attempt.id;
}

/**
 * Submits, with what was saved, the open attempts whose write window has closed (deadline plus
 * the grace period: a late autosave or submit may still arrive before that). Returns how many.
 */
export async function submitExpiredAttempts(db: Db, now: number, batchSize = 100): Promise<number> {
  let submitted = 0;
  for (;;) {
    const ids = await listExpiredOpenAttemptIds(db, now - WRITE_GRACE_MS, batchSize);
    for (const id of ids) await submitAttempt(db, id, { now, auto: true });
    submitted += ids.length;
    if (ids.length < batchSize) return submitted;
  }
}
