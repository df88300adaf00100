import type { AnsweredQuestion, ExamAnswerResult, SectionScore } from '../../core/examTypes';
import type { QuestionType, RightStatus } from '../../core/questionBankTypes';
import type { Db } from '../db/database';
import { examMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { listAttemptAnswers } from '../repos/examAttemptRepo';
import type { ExamAttemptRow } from '../repos/examAttemptRepo';
import { findPaper, listPaperQuestionRows } from '../repos/examPaperRepo';
import { listKnowledgePointsOfQuestions } from '../repos/questionRepo';
import { requireOwnAttempt } from './examSubmitService';
import { examPaperTypeOf, knowledgePointsByQuestion, parseExamAnswer } from './examWire';
import { AnswerKeyGuard, answeredPaperQuestion } from './answerKeyGuard';

/** The stored section score of each question type (columns named like the submit call's fields). */
function sectionScoreOf(attempt: ExamAttemptRow, questionType: number): number {
  switch (questionType) {
    case 1:
      return attempt.multiple_choice_score;
    case 2:
      return attempt.multiple_selection_score;
    case 3:
      return attempt.true_false_score;
    case 4:
      return attempt.fills_score;
    case 5:
      return attempt.essay_score;
    default:
      return attempt.programming_score;
  }
}

/**
 * getExamPaperAnswer: the caller's submitted attempt with the answer key, explanations and the
 * server's verdicts. Never for an open attempt: that would hand out the key mid-exam; and the
 * questions an attempt open now shares with this paper keep their key until that one is submitted.
 */
export async function getExamAnswerResult(
  db: Db,
  studentId: number,
  attemptId: number,
): Promise<ExamAnswerResult> {
  const attempt = await requireOwnAttempt(db, studentId, attemptId);
  if (attempt.status !== 'submitted' || attempt.submitted_at === null)
    throw new ApiError(409, msg.notSubmitted, null, 'ATTEMPT_OPEN');
  const paper = await findPaper(db, attempt.exam_paper_id);
  if (!paper) throw new ApiError(404, msg.paperNotFound);

  const [questions, answers, guard] = await Promise.all([
    listPaperQuestionRows(db, paper.id),
    listAttemptAnswers(db, attempt.id),
    AnswerKeyGuard.forStudent(db, studentId),
  ]);
  const points = await listKnowledgePointsOfQuestions(
    db,
    questions.map((question) => question.id),
  );
  const pointsOf = knowledgePointsByQuestion(points);
  const answerOf = new Map(answers.map((row) => [row.question_id, row]));

  const sections = new Map<number, SectionScore>();
  const questionAnswerList: AnsweredQuestion[] = questions.map((question) => {
    const answer = answerOf.get(question.id);
    const yourAnswer = parseExamAnswer(answer?.your_answer);
    const section = sections.get(question.section_type) ?? {
      questionType: question.section_type as QuestionType,
      score: sectionScoreOf(attempt, question.section_type),
      totalScore: 0,
      count: 0,
    };
    section.totalScore += question.paper_score;
    section.count += 1;
    sections.set(question.section_type, section);
    return answeredPaperQuestion(guard, question, pointsOf.get(question.id) ?? [], {
      yourAnswer,
      rightStatus: (answer?.right_status ?? 0) as RightStatus,
      scoreValue: answer?.score_value ?? 0,
    });
  });

  return {
    examPaperParticipateSummaryId: attempt.id,
    examPaperId: paper.id,
    examPaperName: paper.name,
    examPaperType: examPaperTypeOf(paper.exam_paper_type),
    passingScore: paper.passing_score,
    paperTotalScore: questions.reduce((sum, question) => sum + question.paper_score, 0),
    totalScore: attempt.total_score,
    costTime: attempt.cost_time,
    rightCount: attempt.right_count,
    totalCount: questions.length,
    sections: [...sections.values()],
    questionAnswerList,
    submittedAt: attempt.submitted_at,
    autoSubmitted: attempt.auto_submitted === 1,
  };
}
