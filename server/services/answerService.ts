import {
  gradeAnswer,
  isAnswered,
  normalizeMultiple,
  normalizeTrueFalse,
  toBlankList,
} from '../../core/grading';
import type {
  AnswerVerdict,
  QuestionType,
  RightStatus,
  SaveQuestionAnswerRequest,
} from '../../core/questionBankTypes';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { questionBankMessages as msg } from '../messages';
import { updateBatchAnswer } from '../repos/practiceRepo';
import type { BatchQuestionRow, PracticeBatchRow } from '../repos/practiceRepo';
import type { QuestionRow } from '../repos/questionRepo';
import { recordRightAnswer, recordMistake, refreshMistake } from '../repos/mistakeRepo';
import { AnswerKeyGuard, answerVerdict } from './answerKeyGuard';
import { requireOwnBatchQuestion, requireQuestion } from './practiceService';
import { rewardPracticeAnswer } from './pointsService';
import { blanksOf, storedAnswerText } from './questionWire';

/** What is kept of an answer: letters normalised for choice types, each blank as typed. */
function normalizedAnswer(question: QuestionRow, yourAnswer: string | string[]): string | string[] {
  switch (question.question_type) {
    case 1:
      return String(yourAnswer).trim().toUpperCase();
    case 2:
      return normalizeMultiple(yourAnswer);
    case 3:
      return normalizeTrueFalse(String(yourAnswer));
    case 4: {
      const blanks = toBlankList(yourAnswer);
      if (blanks.length !== question.answer_count)
        throw new ApiError(400, msg.blankCountMismatch('yourAnswer'));
      return blanks;
    }
    default:
      return typeof yourAnswer === 'string' ? yourAnswer.trim() : yourAnswer.join('\n');
  }
}

export interface AnswerToRecord {
  studentId: number;
  batch: PracticeBatchRow;
  entry: BatchQuestionRow;
  question: QuestionRow;
  yourAnswer: string | string[];
  costTime: number;
  now: number;
}

/**
 * Grades and stores one practice answer and updates the mistakes book. Within one batch a
 * question counts once: a re-answer replaces the earlier one, and a question answered wrong at
 * any point of the batch stays counted as wrong for the book. Run inside a transaction.
 */
export async function recordAnswer(db: Db, input: AnswerToRecord): Promise<RightStatus> {
  const { question, entry } = input;
  if (!isAnswered(input.yourAnswer)) throw new ApiError(400, msg.answerRequired('yourAnswer'));
  const answer = normalizedAnswer(question, input.yourAnswer);
  const rightStatus = gradeAnswer(
    {
      questionType: question.question_type as QuestionType,
      answer: question.answer,
      answerList: blanksOf(question),
    },
    answer,
  );
  const text = storedAnswerText(question.question_type, answer);
  const wasAnswered = entry.answered_at !== null;
  const wasWrong = entry.wrong_in_batch === 1;
  // The student cannot have spent longer than the batch has existed, nor negative time.
  const costTime = Math.max(0, Math.min(Math.round(input.costTime), input.now - input.batch.created_at));

  await updateBatchAnswer(db, {
    batchId: entry.batch_id,
    questionId: entry.question_id,
    yourAnswer: text,
    rightStatus,
    wrongInBatch: wasWrong || rightStatus === -1,
    costTime,
    answeredAt: input.now,
  });

  const key = { studentId: input.studentId, questionId: question.id };
  if (rightStatus === -1) {
    if (wasWrong) await refreshMistake(db, key, { yourAnswer: text, at: input.now });
    else await recordMistake(db, key, { yourAnswer: text, at: input.now, newAttempt: !wasAnswered });
  } else if (rightStatus === 1 && !wasAnswered) {
    await recordRightAnswer(db, key);
  }
  if (!wasAnswered) await rewardPracticeAnswer(db, input.studentId, entry.batch_id, input.now);
  return rightStatus;
}

/**
 * saveQuestionAnswer: the server's own verdict, whatever the client claims in questionStatus, with
 * the key and explanation. While the question is in an exam the student has open the verdict is
 * recorded all the same, and the answer says only that it was kept (answerKeyGuard.ts).
 */
export async function saveQuestionAnswer(
  db: Db,
  studentId: number,
  request: SaveQuestionAnswerRequest,
  now: number,
): Promise<AnswerVerdict> {
  const question = await requireQuestion(db, request.questionId);
  const rightStatus = await db.transaction().execute(async (trx) => {
    const { batch, entry } = await requireOwnBatchQuestion(
      trx,
      studentId,
      request.batchId,
      request.questionId,
      true,
    );
    return recordAnswer(trx, {
      studentId,
      batch,
      entry,
      question,
      yourAnswer: request.yourAnswer,
      costTime: request.costTime,
      now,
    });
  });
  // Asked after grading, so an exam opened meanwhile still keeps this question's key.
  return answerVerdict(await AnswerKeyGuard.forStudent(db, studentId), question, rightStatus);
}
