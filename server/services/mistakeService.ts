import type { MistakesPage, MistakesQuery, Question, QuestionType } from '../../core/questionBankTypes';
import { encodeMistakeItem } from '../../core/questionText';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { mistakeMessages as msg } from '../messages';
import {
  countMistakesByKnowledgePoint,
  deleteMistake,
  findMistake,
  listMistakes,
} from '../repos/mistakeRepo';
import { knowledgePointRefs, requireQuestion } from './practiceService';
import { AnswerKeyGuard, mistakeQuestion } from './answerKeyGuard';
import { wireAnswerOf } from './questionWire';
import { formatDateTime } from './time';

/** The student's mistakes book: one filtered page, plus chips over the whole book. */
export async function getMistakes(db: Db, studentId: number, query: MistakesQuery): Promise<MistakesPage> {
  const { practisedDuringExam: leaveOut } = await AnswerKeyGuard.forStudent(db, studentId);
  const filter = {
    knowledgePointId: query.knowledgePointId,
    knowledgePointTitle: query.knowledgePointTitle?.trim() || undefined,
    title: query.title?.trim() || undefined,
    leaveOut,
  };
  const [{ rows, total }, chips] = await Promise.all([
    listMistakes(db, studentId, filter, {
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    }),
    countMistakesByKnowledgePoint(db, studentId, leaveOut),
  ]);
  return {
    list: rows.map((row) =>
      encodeMistakeItem({
        questionId: row.question_id,
        questionType: row.question_type as QuestionType,
        title: row.title,
        questionCount: row.wrong_count,
        lastCollectionTime: formatDateTime(row.last_collection_time),
        participateCount: row.participate_count,
        correctCount: row.correct_count,
        correctStreak: row.correct_streak,
        mastered: row.mastered === 1,
      }),
    ),
    total,
    knowledgePoints: chips.map((chip) => ({
      knowledgePointId: chip.id,
      knowledgePointTitle: chip.title,
      count: chip.count,
    })),
  };
}

/**
 * A question of the book with the key, explanation and the last wrong answer as yourAnswer, unless
 * it is in an exam the student has open. A row the book leaves out is not there for this call either.
 */
export async function getMistakeQuestion(db: Db, studentId: number, questionId: number): Promise<Question> {
  const guard = await AnswerKeyGuard.forStudent(db, studentId);
  const mistake = guard.leavesOut(questionId) ? undefined : await findMistake(db, { studentId, questionId });
  if (!mistake) throw new ApiError(404, msg.mistakeNotFound);
  const question = await requireQuestion(db, questionId);
  return mistakeQuestion(
    guard,
    question,
    await knowledgePointRefs(db, questionId),
    wireAnswerOf(question.question_type, mistake.last_wrong_answer),
  );
}

/** Removes a row of the shown book: one it leaves out answers 404 and stays, like a missing one. */
export async function removeMistake(db: Db, studentId: number, questionId: number): Promise<void> {
  const guard = await AnswerKeyGuard.forStudent(db, studentId);
  const removed = !guard.leavesOut(questionId) && (await deleteMistake(db, { studentId, questionId }));
  if (!removed) throw new ApiError(404, msg.mistakeNotFound);
}
