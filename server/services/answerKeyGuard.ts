/**
 * The one rule for the answer key (DESIGN.md "The exam engine"). While a student has an attempt
 * open — mock or formal, and still when its deadline has passed but the server has not submitted
 * it yet — no response carries the key, explanation or verdict of its questions, whichever route
 * asks: practice of every kind, question details, the mistakes book, earlier results. Every
 * paper's questions are also bank questions, so any of those would hand the exam out.
 *
 * The verdict counts as much as the key: a true/false question is given away by one verdict, a
 * single choice by a few (practice lets a question be answered again). So practice still grades
 * and records every answer (accuracy, practice counts and the book are right once the exam is
 * over), but while it is open nothing that moves with the verdict of such an answer is shown:
 * - saveQuestionAnswer says only that the answer was kept and that key and verdict wait;
 * - question details and earlier results carry neither (`reviewedQuestion`, `answeredPaperQuestion`);
 * - the mistakes book, its knowledge-point counts, mistakes-book draws, the knowledge points'
 *   accuracy and the "still wrong first" order of every draw leave out the open questions the
 *   student has practised since the exam began (`practisedDuringExam`). Each of those moves one way
 *   for a right answer and another for a wrong one; left out, they depend only on whether she
 *   practised the question, which she knows. No count of what was left out is given either: it
 *   would tell whether a wrong answer added a row.
 * Practice counts stay in: a first answer adds one whatever its verdict. Open questions not
 * practised during the exam keep their book rows and accuracy, which hold only verdicts the student
 * saw before it began, so opening an exam changes no figure. Timing and other side channels of the
 * database are out of proportion for a children's exam and are not addressed.
 *
 * Every wire object that can carry a key is built here, from a guard, and only this module makes
 * guards: a route cannot send a key without the rule having been asked.
 */
import type { AnsweredQuestion } from '../../core/examTypes';
import type {
  AnswerVerdict,
  KnowledgePointRef,
  Question,
  QuestionType,
  RightStatus,
} from '../../core/questionBankTypes';
import { encodeAnswerVerdict, encodeQuestion } from '../../core/questionText';
import type { Db } from '../db/database';
import {
  listOpenAttemptQuestionIds,
  listOpenAttemptQuestionsPractisedSinceStart,
} from '../repos/examAttemptRepo';
import type { QuestionRow } from '../repos/questionRepo';
import { ANSWER_COLUMNS, blanksOf, plainQuestion } from './questionWire';

export class AnswerKeyGuard {
  private constructor(
    private readonly withheld: ReadonlySet<number>,
    /**
     * Open questions the student has answered in practice since their exam began: everything
     * that moves with those verdicts (the book, accuracy, draw order) leaves them out.
     */
    readonly practisedDuringExam: readonly number[],
  ) {}

  /** The rule for one student's call, as her attempts stand now. */
  static async forStudent(db: Db, studentId: number): Promise<AnswerKeyGuard> {
    const open = await listOpenAttemptQuestionIds(db, studentId);
    // With no exam open (nearly every call) the rule costs one query.
    const practised =
      open.length === 0 ? [] : await listOpenAttemptQuestionsPractisedSinceStart(db, studentId);
    return new AnswerKeyGuard(new Set(open), practised);
  }

  /** True while the question is in one of the student's open attempts. */
  withholds(questionId: number): boolean {
    return this.withheld.has(questionId);
  }

  /** True while the question's book row and accuracy would tell a verdict given during its exam. */
  leavesOut(questionId: number): boolean {
    return this.practisedDuringExam.includes(questionId);
  }
}

/** A student's own answer to a question and the server's verdict on it. */
export interface Review {
  yourAnswer: string | string[] | null;
  rightStatus: RightStatus;
}

function withKey(row: QuestionRow, question: Question): Question {
  const revealed: Question = { ...question, answer: row.answer };
  for (const [field, column] of ANSWER_COLUMNS) {
    const value = row[column];
    if (value !== null) revealed[field] = value;
  }
  revealed.txtSolution = row.txt_solution;
  revealed.videoSolution = row.video_solution;
  return revealed;
}

/**
 * A question the student has answered (practice, a submitted paper): key, explanation and verdict,
 * or, while withheld, her own answer alone.
 */
export function reviewedQuestion(
  guard: AnswerKeyGuard,
  row: QuestionRow,
  knowledgePoints: KnowledgePointRef[],
  review: Review,
): Question {
  const question = { ...plainQuestion(row, knowledgePoints), yourAnswer: review.yourAnswer };
  if (guard.withholds(row.id)) return encodeQuestion({ ...question, keyWithheld: true });
  return encodeQuestion({ ...withKey(row, question), rightStatus: review.rightStatus, keyWithheld: false });
}

/**
 * A question of the mistakes book with the last wrong answer. Every answer in the book is a
 * wrong one, so while withheld that answer waits too: for a true/false question it names the key.
 */
export function mistakeQuestion(
  guard: AnswerKeyGuard,
  row: QuestionRow,
  knowledgePoints: KnowledgePointRef[],
  lastWrongAnswer: string | string[] | null,
): Question {
  return reviewedQuestion(guard, row, knowledgePoints, {
    yourAnswer: guard.withholds(row.id) ? null : lastWrongAnswer,
    rightStatus: -1,
  });
}

/**
 * The verdict on the practice answer just sent, with the key and explanation; while withheld, only
 * that the answer was kept (practice always grades: the verdict is recorded, not sent).
 */
export function answerVerdict(
  guard: AnswerKeyGuard,
  row: QuestionRow,
  rightStatus: RightStatus,
): AnswerVerdict {
  if (guard.withholds(row.id)) return { questionId: row.id, keyWithheld: true };
  return encodeAnswerVerdict({
    questionId: row.id,
    rightStatus,
    keyWithheld: false,
    answer: row.answer,
    answerList: row.question_type === 4 ? blanksOf(row) : [],
    txtSolution: row.txt_solution,
    videoSolution: row.video_solution,
  });
}

/** A question of a submitted paper: the answer given, and unless withheld the verdict and points. */
export function answeredPaperQuestion(
  guard: AnswerKeyGuard,
  row: QuestionRow & { paper_score: number },
  knowledgePoints: KnowledgePointRef[],
  answer: Review & { scoreValue: number },
): AnsweredQuestion {
  const item = {
    question: reviewedQuestion(guard, row, knowledgePoints, answer),
    questionId: row.id,
    questionType: row.question_type as QuestionType,
    score: row.paper_score,
    yourAnswer: answer.yourAnswer,
  };
  if (guard.withholds(row.id)) return { ...item, keyWithheld: true };
  return { ...item, rightStatus: answer.rightStatus, scoreValue: answer.scoreValue, keyWithheld: false };
}
