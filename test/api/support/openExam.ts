import type { ExamAttempt, ExamListItem } from '../../../core/examTypes';
import type { BankItem, KnowledgePointRow, QuestionTypeCounts } from '../../../core/questionBankTypes';
import type { ApiResponse } from '../../helpers/apiClient';
import type { RunningServer } from '../../helpers/startServer';
import { generate, paperIdOf } from './exam';
import { answer, idOf, newBatch, signIn, wrongAnswer } from './questionBank';
import type { Student } from './questionBank';

/** The formal exam of demo's class: 37 questions, all of them also in the Scratch 一级 bank. */
export const FORMAL_EXAM = 'exam-sc1-2026-autumn';

export interface PracticeBatchOf {
  batchId: number;
  questionIds: number[];
}

/**
 * demo with the formal exam open and a practice history over its questions: a bank batch holding
 * the whole Scratch 一级 bank with every open question answered wrong (so they fill the wrong-answer
 * book), then a knowledge-point batch and a wrong-book batch drawn while the exam is open.
 */
export interface OpenExam {
  demo: Student;
  formalPaperId: number;
  attempt: ExamAttempt;
  openQuestionIds: number[];
  /** demo's seeded, submitted Scratch 一级模拟卷: it shares questions with the formal exam. */
  earlierAttemptId: number;
  bankBatch: PracticeBatchOf;
  knowledgeBatch: PracticeBatchOf;
  wrongBookBatch: PracticeBatchOf;
  /** The server's verdict on every open question answered in the bank batch. */
  verdicts: Map<number, ApiResponse>;
}

const countsOf = (counts: QuestionTypeCounts): QuestionTypeCounts => ({
  multipleChoiceCount: counts.multipleChoiceCount,
  multipleSelectionCount: counts.multipleSelectionCount,
  trueFalseCount: counts.trueFalseCount,
  fillsCount: counts.fillsCount,
  essayCount: counts.essayCount,
  programmingCount: counts.programmingCount,
});

/** Every question on the first knowledge point of `questionId`, as a knowledge-point batch. */
async function knowledgePointBatch(server: RunningServer, student: Student, questionId: number) {
  const point = await server.app.db
    .selectFrom('question_knowledge_points')
    .select('knowledge_point_id')
    .where('question_id', '=', questionId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const rows = (await student.call<KnowledgePointRow[]>('getMyKnowledgePointList')).body.result;
  const row = rows.find((item) => item.knowledgePointId === point.knowledge_point_id);
  if (!row) throw new Error(`knowledge point ${point.knowledge_point_id} is not in the student's banks`);
  return newBatch(student, 0, row.knowledgePointId, countsOf(row.questionInfo));
}

export async function openFormalExam(server: RunningServer): Promise<OpenExam> {
  const demo = await signIn(server, 'demo');
  const formalPaperId = await paperIdOf(server, FORMAL_EXAM);
  const history = (await demo.call<ExamListItem[]>('getMyExamPaper')).body.result;
  const earlier = history.find((item) => item.examPaperName === 'Scratch 一级模拟卷' && item.id !== null);
  if (!earlier?.id) throw new Error('demo’s seeded Scratch 一级模拟卷 is missing');

  const opened = await generate(demo, formalPaperId);
  if (opened.status !== 200) throw new Error(`formal exam: ${opened.status} ${opened.body.message}`);
  const attempt = opened.body.result;
  const openQuestionIds = attempt.questionList.map((question) => question.questionId);
  const open = new Set(openQuestionIds);

  const bankId = await idOf(server, 'banks', 'bank-sc1');
  const banks = (await demo.call<BankItem[]>('getMyQuestionBankList')).body.result;
  const bank = banks.find((item) => item.id === bankId);
  if (!bank) throw new Error('demo does not hold the Scratch 一级 bank');
  const bankBatch = await newBatch(demo, 1, bankId, countsOf(bank));
  const verdicts = new Map<number, ApiResponse>();
  for (const id of bankBatch.questionIds.filter((questionId) => open.has(questionId)))
    verdicts.set(id, await answer(demo, bankBatch.batchId, id, await wrongAnswer(server, id)));

  const knowledgeBatch = await knowledgePointBatch(server, demo, openQuestionIds[0]);
  const wrongBookBatch = await newBatch(demo, 2, 0, { multipleChoiceCount: 10, trueFalseCount: 5 });
  for (const batch of [knowledgeBatch, wrongBookBatch])
    for (const id of batch.questionIds.filter((questionId) => open.has(questionId)))
      await answer(demo, batch.batchId, id, await wrongAnswer(server, id));

  return {
    demo,
    formalPaperId,
    attempt,
    openQuestionIds,
    earlierAttemptId: earlier.id,
    bankBatch,
    knowledgeBatch,
    wrongBookBatch,
    verdicts,
  };
}
