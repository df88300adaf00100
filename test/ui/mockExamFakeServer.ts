import type {
  AnsweredQuestion,
  ExamAnswer,
  ExamAnswerResult,
  ExamAttempt,
  ExamListItem,
  MockPaperCard,
  PaperQuestion,
} from '../../core/examTypes';
import { gradeAnswer } from '../../core/grading';
import type { Question } from '../../core/questionBankTypes';
import { encodeQuestion } from '../../core/questionText';
import { NetworkDown, createFakeHttp, fail, ok } from '../helpers/fakeHttp';

export const API = (name: string) => `/tiku/api/v1/${name}`;
export const PAPER_ID = 7;
export const ATTEMPT_ID = 900;
export const EXAM_MS = 60 * 60_000;

/** A small paper: two single choices (B, C), one true/false (对), one fill-in (3, 4). */
export const KEYED: Array<Question & { score: number }> = [
  {
    id: 1,
    questionType: 1,
    title: '舞台正中心的坐标是？',
    optionsA: '(240, 180)',
    optionsB: '(0, 0)',
    optionsC: '(-240, -180)',
    answerCount: 1,
    knowledgePoints: [],
    answer: 'B',
    txtSolution: '舞台的中心是原点。',
    score: 2,
  },
  {
    id: 2,
    questionType: 1,
    title: '哪个积木让角色说话？',
    optionsA: '移动 10 步',
    optionsB: '右转 15 度',
    optionsC: '说 你好！',
    answerCount: 1,
    knowledgePoints: [],
    answer: 'C',
    txtSolution: '“说”积木在外观分类里。',
    score: 2,
  },
  {
    id: 3,
    questionType: 3,
    title: '一个角色可以有多个造型。',
    answerCount: 1,
    knowledgePoints: [],
    answer: 'A',
    txtSolution: '造型可以有很多个。',
    score: 2,
  },
  {
    id: 4,
    questionType: 4,
    title: 'range(3, 5) 产生的两个数依次是 ____ 和 ____。',
    answerCount: 2,
    knowledgePoints: [],
    answer: '3,4',
    answerA: '3',
    answerB: '4',
    txtSolution: '不包括 5。',
    score: 4,
  },
];

export function aPaperCard(overrides: Partial<MockPaperCard> = {}): MockPaperCard {
  return {
    examPaperId: PAPER_ID,
    examPaperName: 'Scratch 一级模拟卷（一）',
    examTime: 60,
    totalCount: 4,
    answerCount: 12,
    answerAvgScore: 74.6,
    passingScore: 6,
    totalScore: 10,
    subjectId: 1,
    examPaperType: 0,
    summaryId: null,
    supplementaryStatus: 0,
    ...overrides,
  };
}

function withoutKey(
  question: Question & { score: number },
  yourAnswer: ExamAnswer['yourAnswer'] | undefined,
): PaperQuestion {
  const { answer: _a, answerA: _aa, answerB: _ab, txtSolution: _t, ...rest } = question;
  return encodeQuestion({ ...rest, questionId: question.id, yourAnswer: yourAnswer ?? null });
}

export interface ExamServerOptions {
  papers?: MockPaperCard[];
  /** An attempt already open on the server, with its saved answers. */
  open?: { saved: Record<number, ExamAnswer['yourAnswer']>; seq: number };
  submitReply?: () => ReturnType<typeof ok>;
}

/**
 * Serves the exam calls like the real server's contract: one attempt, drafts with sequence
 * numbers, grading on submit with core/grading. `network.down = true` makes every call fail.
 */
export function fakeExamServer(options: ExamServerOptions = {}) {
  const http = createFakeHttp();
  const network = { down: false };
  const serverNow = () => Date.now() + 30_000;
  const attempt = {
    open: options.open !== undefined,
    submitted: false,
    // The attempt began five minutes before the first generate answered (set then).
    startedAt: 0,
    seq: options.open?.seq ?? 0,
    saved: { ...(options.open?.saved ?? {}) } as Record<number, ExamAnswer['yourAnswer']>,
  };
  const guard = <T>(reply: () => T) => {
    if (network.down) throw new NetworkDown();
    return reply();
  };

  http.on('POST', API('getMyExamPaperList'), () => guard(() => ok(options.papers ?? [aPaperCard()])));
  http.on('POST', API('generateExamPaperDetails'), () =>
    guard(() => {
      const resumed = attempt.open;
      attempt.open = true;
      if (attempt.startedAt === 0) attempt.startedAt = serverNow() - 5 * 60_000;
      const result: ExamAttempt = {
        examPaperParticipateSummaryId: ATTEMPT_ID,
        examPaperId: PAPER_ID,
        examPaperName: 'Scratch 一级模拟卷（一）',
        subjectId: 1,
        examPaperType: 0,
        examTime: 60,
        passingScore: 6,
        startedAt: attempt.startedAt,
        deadline: attempt.startedAt + EXAM_MS,
        serverNow: serverNow(),
        supplementaryStatus: resumed ? 1 : 0,
        allowReadAloud: false,
        seq: attempt.seq,
        questionList: KEYED.map((question) => withoutKey(question, attempt.saved[question.id])),
      };
      return ok(result);
    }),
  );
  http.on('POST', API('saveExamAnswerDraft'), ({ body }) =>
    guard(() => {
      if (attempt.submitted) return fail(409, '该试卷已提交', 'ATTEMPT_SUBMITTED');
      const seq = Number(body.seq);
      if (seq <= attempt.seq) return fail(409, '答案版本已过期', 'STALE_SEQ');
      attempt.seq = seq;
      for (const { questionId, yourAnswer } of body.answers as ExamAnswer[])
        attempt.saved[questionId] = yourAnswer;
      return ok({ seq, savedAt: serverNow() });
    }),
  );
  http.on('POST', API('saveExamPaperAnswer'), ({ body }) =>
    guard(() => {
      if (options.submitReply) return options.submitReply();
      for (const { questionId, yourAnswer } of body.questionAnswerList as ExamAnswer[])
        attempt.saved[questionId] = yourAnswer;
      attempt.submitted = true;
      return { status: 200, body: { success: true, code: 200, message: '提交成功', result: ATTEMPT_ID } };
    }),
  );
  http.on('POST', API('getExamPaperAnswer'), () => guard(() => ok(resultOf(attempt.saved))));
  return { http, network, attempt };
}

/** The graded paper for `saved` answers, as getExamPaperAnswer returns it (text encoded). */
export function resultOf(
  saved: Record<number, ExamAnswer['yourAnswer']>,
  costTime = 7 * 60_000,
): ExamAnswerResult {
  const list: AnsweredQuestion[] = KEYED.map((question) => {
    const yourAnswer = saved[question.id] ?? null;
    const gradable = {
      questionType: question.questionType,
      answer: question.answer ?? '',
      answerList: [question.answerA, question.answerB].filter(
        (blank): blank is string => blank !== undefined,
      ),
    };
    const right = yourAnswer !== null && gradeAnswer(gradable, yourAnswer) === 1;
    return {
      question: encodeQuestion(question),
      questionId: question.id,
      questionType: question.questionType,
      score: question.score,
      yourAnswer,
      rightStatus: yourAnswer === null ? 0 : right ? 1 : -1,
      scoreValue: right ? question.score : 0,
      keyWithheld: false,
    };
  });
  const totalScore = list.reduce((sum, item) => sum + (item.scoreValue ?? 0), 0);
  return {
    examPaperParticipateSummaryId: ATTEMPT_ID,
    examPaperId: PAPER_ID,
    examPaperName: 'Scratch 一级模拟卷（一）',
    examPaperType: 0,
    passingScore: 6,
    paperTotalScore: 10,
    totalScore,
    costTime,
    rightCount: list.filter((item) => item.rightStatus === 1).length,
    totalCount: list.length,
    sections: [],
    questionAnswerList: list,
    submittedAt: Date.now(),
    autoSubmitted: false,
  };
}

export function anExamItem(overrides: Partial<ExamListItem> = {}): ExamListItem {
  return {
    id: ATTEMPT_ID,
    examPaperId: PAPER_ID,
    examPaperName: 'Scratch 一级模拟卷（一）',
    examPaperType: 0,
    costTime: 7 * 60_000,
    totalScore: 8,
    passingScore: 6,
    completionStatus: 1,
    examPaperParticipateSummaryId: ATTEMPT_ID,
    startedAt: Date.now() - 7 * 60_000,
    attemptNumber: 1,
    submittedAt: Date.now(),
    ...overrides,
  };
}
