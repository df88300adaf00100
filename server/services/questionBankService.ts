import type {
  BankItem,
  KnowledgePointDetail,
  KnowledgePointRow,
  QuestionTypeCounts,
} from '../../core/questionBankTypes';
import { encodeText } from '../../core/questionText';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { questionBankMessages as msg } from '../messages';
import { countStudentBankQuestionsByType, listStudentBanks } from '../repos/bankRepo';
import type { TypeCountRow } from '../repos/bankRepo';
import {
  countCoveredQuestionsByType,
  findKnowledgePoints,
  summarizeKnowledgePointPractice,
} from '../repos/knowledgePointRepo';
import { AnswerKeyGuard } from './answerKeyGuard';
import { countKeyOfType, emptyTypeCounts } from '../../core/questionTypeCounts';

type Counted = QuestionTypeCounts & { totalCount: number };

function emptyCounts(): Counted {
  return { totalCount: 0, ...emptyTypeCounts() };
}

/** Folds per-type rows into one count record per owner (bank or knowledge point). */
export function foldTypeCounts(rows: readonly TypeCountRow[]): Map<number, Counted> {
  const byOwner = new Map<number, Counted>();
  for (const row of rows) {
    const counts = byOwner.get(row.owner_id) ?? emptyCounts();
    const field = countKeyOfType(row.question_type);
    if (field) counts[field] += row.count;
    counts.totalCount += row.count;
    byOwner.set(row.owner_id, counts);
  }
  return byOwner;
}

export async function listMyBanks(db: Db, studentId: number): Promise<BankItem[]> {
  const [banks, counts] = await Promise.all([
    listStudentBanks(db, studentId),
    countStudentBankQuestionsByType(db, studentId),
  ]);
  const byBank = foldTypeCounts(counts);
  return banks.map((bank) => ({ id: bank.id, title: bank.title, ...(byBank.get(bank.id) ?? emptyCounts()) }));
}

/** Accuracy as a fraction, rounded so the wire does not carry float noise. */
function accuracyOf(right: number, graded: number): number {
  return graded === 0 ? 0 : Math.round((right / graded) * 10000) / 10000;
}

export async function listMyKnowledgePoints(
  db: Db,
  studentId: number,
  name?: string,
): Promise<KnowledgePointRow[]> {
  const keyword = name?.trim();
  const guard = await AnswerKeyGuard.forStudent(db, studentId);
  const [counts, practice] = await Promise.all([
    countCoveredQuestionsByType(db, studentId, { name: keyword || undefined }),
    summarizeKnowledgePointPractice(db, studentId, guard.practisedDuringExam),
  ]);
  const byPoint = foldTypeCounts(counts);
  const points = await findKnowledgePoints(db, [...byPoint.keys()]);
  const practiceByPoint = new Map(practice.map((row) => [row.knowledge_point_id, row]));
  return points.map((point) => {
    const done = practiceByPoint.get(point.id);
    return {
      knowledgePointId: point.id,
      knowledgePointName: point.title,
      // Scratch and Python share point names (循环, 列表…): the subject tells them apart.
      subjectName: msg.subjectNames[point.subject] ?? point.subject,
      difficulty: point.difficulty,
      practiceCount: done?.practice_count ?? 0,
      accuracy: done ? accuracyOf(done.right_count, done.graded_count) : 0,
      questionInfo: byPoint.get(point.id) ?? emptyCounts(),
    };
  });
}

export async function getMyKnowledgePoint(
  db: Db,
  studentId: number,
  knowledgePointId: number,
): Promise<KnowledgePointDetail> {
  const counts = await countCoveredQuestionsByType(db, studentId, { knowledgePointId });
  const total = foldTypeCounts(counts).get(knowledgePointId);
  const [point] = total ? await findKnowledgePoints(db, [knowledgePointId]) : [];
  if (!total || !point) throw new ApiError(404, msg.knowledgePointNotFound);
  return {
    id: point.id,
    title: point.title,
    totalCount: total.totalCount,
    difficulty: point.difficulty,
    txtSolution: encodeText(point.txt_solution),
    videoSolution: point.video_solution,
  };
}
