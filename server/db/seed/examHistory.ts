import type { Db } from '../database';
import { insertAttempt } from '../../repos/examAttemptRepo';
import { listPaperAnswerKeys } from '../../repos/examPaperRepo';
import type { PaperAnswerKeyRow } from '../../repos/examPaperRepo';
import { grantPapers } from '../../repos/grantRepo';
import { saveExamDraft, submitExam } from '../../services/examSubmitService';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A finished sitting: how long ago, how long it took, and how many gradable questions went wrong. */
interface PastExam {
  username: string;
  paperKey: string;
  daysAgo: number;
  minutesUsed: number;
  wrongCount: number;
}

/**
 * 35 auto-graded questions × 2 points per mock paper; the programming tasks wait for a teacher's
 * review and score 0 meanwhile. So demo passes Scratch 一级 with 66 and fails Python 一级 with 48,
 * and the classmates' sittings make the cards' participants and averages real.
 */
const HISTORY: PastExam[] = [
  { username: 'demo', paperKey: 'paper-sc1-mock', daysAgo: 6, minutesUsed: 42, wrongCount: 2 },
  { username: 'demo', paperKey: 'paper-py1-mock', daysAgo: 2, minutesUsed: 55, wrongCount: 11 },
  { username: 'haoran', paperKey: 'paper-sc1-mock', daysAgo: 5, minutesUsed: 50, wrongCount: 6 },
  { username: 'xiaoyu', paperKey: 'paper-py1-mock', daysAgo: 4, minutesUsed: 38, wrongCount: 1 },
  { username: 'xiaoyu', paperKey: 'paper-py2-mock', daysAgo: 1, minutesUsed: 57, wrongCount: 8 },
];

/** The formal exam the school assigned to demo's class. */
const CLASS_EXAM = { paperKey: 'exam-sc1-2026-autumn', classOf: 'demo' };

function rightAnswerFor(key: PaperAnswerKeyRow): string | string[] {
  if (key.question_type !== 4) return key.answer;
  return [key.answer_a, key.answer_b, key.answer_c, key.answer_d, key.answer_e]
    .slice(0, key.answer_count)
    .map((blank) => blank ?? '');
}

/** A plausible slip: the opposite verdict, another option, or a near-miss blank. */
function wrongAnswerFor(key: PaperAnswerKeyRow): string | string[] {
  if (key.question_type === 3) return key.answer === 'A' ? 'B' : 'A';
  if (key.question_type === 4) return (rightAnswerFor(key) as string[]).map((blank) => `${blank}1`);
  return key.answer.startsWith('A') ? 'B' : 'A';
}

/** `count` indices spread evenly over `size`, so mistakes are not all at the start. */
function spread(count: number, size: number): Set<number> {
  return new Set(Array.from({ length: count }, (_, j) => Math.floor(((j + 0.5) * size) / count)));
}

async function seedPastExam(db: Db, studentId: number, paperId: number, past: PastExam, now: number) {
  const paper = await db.selectFrom('exam_papers').selectAll().where('id', '=', paperId).executeTakeFirst();
  if (!paper) return;
  const startedAt = now - past.daysAgo * DAY_MS;
  const attempt = await insertAttempt(db, {
    studentId,
    paperId,
    startedAt,
    deadline: startedAt + paper.exam_time * MINUTE_MS,
  });
  const gradable = (await listPaperAnswerKeys(db, paperId)).filter((key) => key.question_type <= 4);
  const wrong = spread(past.wrongCount, gradable.length);
  const answers = gradable.map((key, index) => ({
    questionId: key.id,
    yourAnswer: wrong.has(index) ? wrongAnswerFor(key) : rightAnswerFor(key),
  }));
  // Through the same autosave and submit code as a live sitting, on the clock of that day.
  const half = Math.floor(answers.length / 2);
  const draft = { userId: studentId, examPaperParticipateSummaryId: attempt.id };
  await saveExamDraft(
    db,
    studentId,
    { ...draft, seq: 1, answers: answers.slice(0, half) },
    startedAt + 20 * MINUTE_MS,
  );
  await saveExamDraft(
    db,
    studentId,
    { ...draft, seq: 2, answers: answers.slice(half) },
    startedAt + 35 * MINUTE_MS,
  );
  await submitExam(
    db,
    studentId,
    {
      ...draft,
      userName: '',
      examPaperName: paper.name,
      subjectId: 0,
      costTime: 0,
      totalScore: 0,
      multipleChoiceScore: 0,
      multipleSelectionScore: 0,
      trueFalseScore: 0,
      fillsScore: 0,
      essayScore: 0,
      programmingScore: 0,
      questionAnswerList: [],
    },
    startedAt + past.minutesUsed * MINUTE_MS,
  );
}

/**
 * Finished exams for demo and two classmates, and the class's formal exam (not started). Each
 * sitting is seeded only when that student has never sat that paper, so reruns change nothing.
 */
export async function seedExamHistory(db: Db, studentIds: Map<string, number>, now: number): Promise<void> {
  const papers = await db
    .selectFrom('exam_papers')
    .select(['id', 'seed_key'])
    .where('seed_key', 'is not', null)
    .execute();
  const paperIds = new Map(papers.map((row) => [row.seed_key as string, row.id]));
  const examId = paperIds.get(CLASS_EXAM.paperKey);
  const anchor = studentIds.get(CLASS_EXAM.classOf);
  if (examId !== undefined && anchor !== undefined) {
    const classmates = await db
      .selectFrom('students as s')
      .innerJoin('students as me', 'me.class_id', 's.class_id')
      .select('s.id')
      .where('me.id', '=', anchor)
      .execute();
    for (const { id } of classmates) await grantPapers(db, id, [examId], now);
  }

  for (const past of HISTORY) {
    const studentId = studentIds.get(past.username);
    const paperId = paperIds.get(past.paperKey);
    if (studentId === undefined || paperId === undefined) continue;
    const sat = await db
      .selectFrom('exam_attempts')
      .select('id')
      .where('student_id', '=', studentId)
      .where('exam_paper_id', '=', paperId)
      .executeTakeFirst();
    if (sat) continue;
    await seedPastExam(db, studentId, paperId, past, now);
  }
}
