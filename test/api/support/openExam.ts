import type { ExamAttempt, ExamListItem } from '../../../core/examTypes';
import type {
  BankItem,
  KnowledgePointRow,
  MistakeItem,
  MistakesPage,
  QuestionTypeCounts,
} from '../../../core/questionBankTypes';
import { COUNT_KEY_OF_TYPE } from '../../../core/questionTypeCounts';
import type { ApiResponse } from '../../helpers/apiClient';
import type { RunningServer } from '../../helpers/startServer';
import { generate, paperIdOf } from './exam';
import { answer, idOf, newBatch, signIn, wrongAnswer, ZERO_COUNTS } from './questionBank';
import type { Student } from './questionBank';

/** The formal exam of demo's class: 37 questions, all of them also in the Scratch 一级 bank. */
export const FORMAL_EXAM = 'exam-sc1-2026-autumn';

export interface PracticeBatchOf {
  batchId: number;
  questionIds: number[];
}

/**
 * demo with the formal exam open and a practice history over its questions. Three batches are drawn
 * while the exam is open: one holding the whole Scratch 一级 bank, one of a knowledge point and one of
 * the whole wrong-answer book. Then every open question is answered wrong in each batch holding it
 * (so the book records them), except the ones the book already held: those stay unpractised, so the
 * book still shows them, with their key withheld.
 */
export interface OpenExam {
  demo: Student;
  formalPaperId: number;
  attempt: ExamAttempt;
  openQuestionIds: number[];
  /** Open questions in demo's book before the exam began (seeded mistakes), not practised since. */
  bookedBefore: number[];
  /** demo's seeded, submitted Scratch 一级模拟卷: it shares questions with the formal exam. */
  earlierAttemptId: number;
  bankBatch: PracticeBatchOf;
  knowledgeBatch: PracticeBatchOf;
  wrongBookBatch: PracticeBatchOf;
  /** The server's answer to every open question answered in the bank batch. */
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

/** Counts per type that draw every question of the book. */
function countsOfBook(book: readonly MistakeItem[]): QuestionTypeCounts {
  const counts = { ...ZERO_COUNTS };
  for (const item of book) counts[COUNT_KEY_OF_TYPE[item.questionType]] += 1;
  return counts;
}

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

  const book = (await demo.call<MistakesPage>('getMistakesCollection', { pageNumber: 1, pageSize: 100 })).body
    .result.list;
  const bookedBefore = book.map((item) => item.questionId).filter((id) => open.has(id));

  const bankId = await idOf(server, 'banks', 'bank-sc1');
  const banks = (await demo.call<BankItem[]>('getMyQuestionBankList')).body.result;
  const bank = banks.find((item) => item.id === bankId);
  if (!bank) throw new Error('demo does not hold the Scratch 一级 bank');
  const bankBatch = await newBatch(demo, 1, bankId, countsOf(bank));
  const knowledgeBatch = await knowledgePointBatch(server, demo, openQuestionIds[0]);
  const wrongBookBatch = await newBatch(demo, 2, 0, countsOfBook(book));

  const practised = (batch: PracticeBatchOf) =>
    batch.questionIds.filter((id) => open.has(id) && !bookedBefore.includes(id));
  const verdicts = new Map<number, ApiResponse>();
  for (const id of practised(bankBatch))
    verdicts.set(id, await answer(demo, bankBatch.batchId, id, await wrongAnswer(server, id)));
  for (const batch of [knowledgeBatch, wrongBookBatch])
    for (const id of practised(batch)) await answer(demo, batch.batchId, id, await wrongAnswer(server, id));

  return {
    demo,
    formalPaperId,
    attempt,
    openQuestionIds,
    bookedBefore,
    earlierAttemptId: earlier.id,
    bankBatch,
    knowledgeBatch,
    wrongBookBatch,
    verdicts,
  };
}
