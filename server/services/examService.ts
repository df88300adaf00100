import type {
  ExamAttempt,
  ExamListItem,
  GenerateExamPaperRequest,
  MockPaperCard,
} from '../../core/examTypes';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { examMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findOpenAttempt,
  hasSubmittedAttempt,
  insertAttempt,
  listAttemptAnswers,
  listAttemptsOfStudent,
  listOpenAttemptsOfStudent,
} from '../repos/examAttemptRepo';
import type { ExamAttemptRow } from '../repos/examAttemptRepo';
import {
  findPaper,
  isPaperGranted,
  listGrantedPapers,
  listPaperSizes,
  listPaperStats,
} from '../repos/examPaperRepo';
import type { ExamPaperRow } from '../repos/examPaperRepo';
import { requireOwnAttempt, submitAttempt } from './examSubmitService';
import { paperTemplate } from './examPaperTemplate';
import { examPaperTypeOf, parseExamAnswer, subjectIdOf } from './examWire';

const MINUTE_MS = 60_000;
const MOCK = 0;
const FORMAL = 1;

/** getMyExamPaperList: the caller's mock papers with real participants and averages. */
export async function listMyMockPapers(db: Db, studentId: number): Promise<MockPaperCard[]> {
  const papers = await listGrantedPapers(db, studentId, MOCK);
  const ids = papers.map((paper) => paper.id);
  const [sizes, stats, open] = await Promise.all([
    listPaperSizes(db, ids),
    listPaperStats(db, ids),
    listOpenAttemptsOfStudent(db, studentId),
  ]);
  const sizeOf = new Map(sizes.map((row) => [row.paper_id, row]));
  const statsOf = new Map(stats.map((row) => [row.paper_id, row]));
  const openOf = new Map(open.map((attempt) => [attempt.exam_paper_id, attempt.id]));
  return papers.map((paper) => {
    const summaryId = openOf.get(paper.id) ?? null;
    return {
      examPaperId: paper.id,
      examPaperName: paper.name,
      examTime: paper.exam_time,
      totalCount: sizeOf.get(paper.id)?.total_count ?? 0,
      answerCount: statsOf.get(paper.id)?.participants ?? 0,
      answerAvgScore: Math.round(statsOf.get(paper.id)?.average ?? 0),
      passingScore: paper.passing_score,
      totalScore: sizeOf.get(paper.id)?.total_score ?? 0,
      subjectId: subjectIdOf(paper.subject),
      examPaperType: examPaperTypeOf(paper.exam_paper_type),
      summaryId,
      supplementaryStatus: summaryId === null ? 0 : 1,
    };
  });
}

/** The open attempt as the exam page needs it: questions without answers, saved answers, seq. */
async function attemptWire(
  db: Db,
  paper: ExamPaperRow,
  attempt: ExamAttemptRow,
  resumed: boolean,
  now: number,
): Promise<ExamAttempt> {
  const [questions, answers] = await Promise.all([
    paperTemplate(db, paper.id),
    listAttemptAnswers(db, attempt.id),
  ]);
  const answerOf = new Map(answers.map((row) => [row.question_id, parseExamAnswer(row.your_answer)]));
  return {
    examPaperParticipateSummaryId: attempt.id,
    examPaperId: paper.id,
    examPaperName: paper.name,
    subjectId: subjectIdOf(paper.subject),
    examPaperType: examPaperTypeOf(paper.exam_paper_type),
    examTime: paper.exam_time,
    passingScore: paper.passing_score,
    startedAt: attempt.started_at,
    deadline: attempt.deadline,
    serverNow: now,
    supplementaryStatus: resumed ? 1 : 0,
    allowReadAloud: paper.allow_read_aloud === 1,
    seq: attempt.last_seq,
    questionList: questions.map((question) => ({
      ...question,
      yourAnswer: answerOf.get(question.id) ?? null,
    })),
  };
}

/** A new attempt, or the one a parallel call (another tab) opened a moment ago. */
async function openAttempt(
  db: Db,
  studentId: number,
  paper: ExamPaperRow,
  now: number,
): Promise<{ attempt: ExamAttemptRow; resumed: boolean }> {
  try {
    const attempt = await insertAttempt(db, {
      studentId,
      paperId: paper.id,
      startedAt: now,
      deadline: now + paper.exam_time * MINUTE_MS,
    });
    return { attempt, resumed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const attempt = await findOpenAttempt(db, studentId, paper.id);
    if (!attempt) throw error;
    return { attempt, resumed: true };
  }
}

/**
 * generateExamPaperDetails: opens an attempt, or returns the caller's open one (supplementaryStatus
 * 1) with the answers saved so far. An open attempt whose time is over is submitted with what was
 * saved, and the caller is told so (409) instead of silently getting a fresh paper.
 */
export async function generateExamPaper(
  db: Db,
  studentId: number,
  request: GenerateExamPaperRequest,
  now: number,
): Promise<ExamAttempt> {
  const paper = await findPaper(db, request.examPaperId);
  if (!paper) throw new ApiError(404, msg.paperNotFound);
  if (!(await isPaperGranted(db, studentId, paper.id))) throw new ApiError(403, msg.paperNotGranted);

  let attempt: ExamAttemptRow | undefined;
  if (request.summaryId) {
    attempt = await requireOwnAttempt(db, studentId, request.summaryId);
    if (attempt.exam_paper_id !== paper.id) throw new ApiError(400, msg.attemptOtherPaper('summaryId'));
    if (attempt.status !== 'open') throw new ApiError(409, msg.alreadySubmitted, null, 'ATTEMPT_SUBMITTED');
  } else {
    attempt = await findOpenAttempt(db, studentId, paper.id);
  }

  if (attempt && now > attempt.deadline) {
    await submitAttempt(db, attempt.id, { now, auto: true });
    throw new ApiError(
      409,
      msg.autoSubmitted,
      { examPaperParticipateSummaryId: attempt.id },
      'ATTEMPT_SUBMITTED',
    );
  }
  if (attempt) return attemptWire(db, paper, attempt, true, now);

  // A formal exam is sat once; mock papers may be practised again and again.
  if (paper.exam_paper_type === FORMAL && (await hasSubmittedAttempt(db, studentId, paper.id)))
    throw new ApiError(409, msg.alreadySubmitted, null, 'ATTEMPT_SUBMITTED');
  const opened = await openAttempt(db, studentId, paper, now);
  return attemptWire(db, paper, opened.attempt, opened.resumed, now);
}

/**
 * getMyExamPaper: the caller's attempts, newest first, then the formal exams assigned to them that
 * they have not started yet.
 */
export async function listMyExams(db: Db, studentId: number): Promise<ExamListItem[]> {
  const [attempts, formal] = await Promise.all([
    listAttemptsOfStudent(db, studentId),
    listGrantedPapers(db, studentId, FORMAL),
  ]);
  const paperIds = [...new Set([...attempts.map((a) => a.exam_paper_id), ...formal.map((p) => p.id)])];
  const papers = new Map<number, ExamPaperRow>(formal.map((paper) => [paper.id, paper]));
  for (const id of paperIds) {
    if (papers.has(id)) continue;
    const paper = await findPaper(db, id);
    if (paper) papers.set(id, paper);
  }
  // Attempts come newest first: the oldest of a paper is its first.
  const attemptNumbers = new Map<number, number>();
  const takenOfPaper = new Map<number, number>();
  for (const attempt of [...attempts].reverse()) {
    const taken = (takenOfPaper.get(attempt.exam_paper_id) ?? 0) + 1;
    takenOfPaper.set(attempt.exam_paper_id, taken);
    attemptNumbers.set(attempt.id, taken);
  }
  const items: ExamListItem[] = [];
  for (const attempt of attempts) {
    const paper = papers.get(attempt.exam_paper_id);
    if (!paper) continue;
    const submitted = attempt.status === 'submitted';
    items.push({
      id: attempt.id,
      examPaperId: paper.id,
      examPaperName: paper.name,
      examPaperType: examPaperTypeOf(paper.exam_paper_type),
      costTime: submitted ? attempt.cost_time : 0,
      totalScore: submitted ? attempt.total_score : 0,
      passingScore: paper.passing_score,
      completionStatus: submitted ? 1 : 0,
      examPaperParticipateSummaryId: attempt.id,
      startedAt: attempt.started_at,
      attemptNumber: attemptNumbers.get(attempt.id) ?? null,
      submittedAt: attempt.submitted_at,
    });
  }
  const started = new Set(attempts.map((attempt) => attempt.exam_paper_id));
  for (const paper of formal) {
    if (started.has(paper.id)) continue;
    items.push({
      id: null,
      examPaperId: paper.id,
      examPaperName: paper.name,
      examPaperType: FORMAL,
      costTime: 0,
      totalScore: 0,
      passingScore: paper.passing_score,
      completionStatus: 0,
      examPaperParticipateSummaryId: null,
      startedAt: null,
      attemptNumber: null,
      submittedAt: null,
    });
  }
  return items;
}
