import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  ExamAnswer,
  ExamAnswerResult,
  ExamAttempt,
  ExamDraftAck,
  ExamListItem,
  MockPaperCard,
  SubmitExamRequest,
} from '../../core/examTypes';
import { decodeQuestion } from '../../core/questionText';
import { examActions } from '../slices/examSlice';
import type { ExamAnswerValue, ExamState } from '../slices/examSlice';
import type { ApiError } from './apiError';
import { isTransient } from './apiError';
import { baseApi } from './baseApi';
import { tikuPost, userScoped, withSessionUser } from './userScopedQuery';

export interface GenerateExamArgs {
  examPaperId: number;
  /** The open attempt to resume; null opens (or finds) one. */
  summaryId: number | null;
}

export interface ExamDraftArgs {
  examPaperParticipateSummaryId: number;
  seq: number;
  answers: ExamAnswer[];
}

/**
 * Autosave runs in the background: a server out of reach is an expected outcome shown in the exam
 * header ("离线，答案已暂存"), not an error toast every few seconds while the answers wait safely.
 */
export type ExamDraftOutcome = { kind: 'acked'; ack: ExamDraftAck } | { kind: 'unreachable' };

export type SubmitExamArgs = Omit<SubmitExamRequest, 'userId' | 'userName'>;

function decodeAttempt(raw: unknown): ExamAttempt {
  const attempt = raw as ExamAttempt;
  return { ...attempt, questionList: attempt.questionList.map((question) => decodeQuestion(question)) };
}

function decodeResult(raw: unknown): ExamAnswerResult {
  const result = raw as ExamAnswerResult;
  return {
    ...result,
    questionAnswerList: result.questionAnswerList.map((item) => ({
      ...item,
      question: decodeQuestion(item.question),
    })),
  };
}

/** An attempt's state moves the paper cards (open attempt, participants) and the exam history. */
const examListsTags = [
  { type: 'ExamPaper' as const, id: 'LIST' },
  { type: 'Exam' as const, id: 'LIST' },
  // A passed exam pays points and may earn a medal.
  { type: 'Points' as const, id: 'LIST' },
  { type: 'Medal' as const, id: 'LIST' },
];

/** The mock and formal exam calls (SPEC.md §7, contract of issue 4). Question text is decoded here. */
export const examApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyExamPaperList: build.query<MockPaperCard[], void>({
      queryFn: userScoped((_arg: void, { userId }) => tikuPost('getMyExamPaperList', { userId })),
      providesTags: (papers = []) => [
        ...papers.map(({ examPaperId }) => ({ type: 'ExamPaper' as const, id: examPaperId })),
        { type: 'ExamPaper', id: 'LIST' },
      ],
    }),
    generateExamPaperDetails: build.mutation<ExamAttempt, GenerateExamArgs>({
      queryFn: userScoped(
        ({ examPaperId, summaryId }: GenerateExamArgs, { userId, userName }) =>
          tikuPost('generateExamPaperDetails', { userId, userName, examPaperId, summaryId }),
        decodeAttempt,
      ),
      invalidatesTags: examListsTags,
    }),
    saveExamAnswerDraft: build.mutation<ExamDraftOutcome, ExamDraftArgs>({
      queryFn: withSessionUser<ExamDraftArgs, ExamDraftOutcome>(async (args, { userId }, baseQuery) => {
        const response = await baseQuery(tikuPost('saveExamAnswerDraft', { ...args, userId }));
        if (response.error === undefined)
          return { data: { kind: 'acked', ack: response.data as ExamDraftAck } };
        return isTransient(response.error) ? { data: { kind: 'unreachable' } } : { error: response.error };
      }),
    }),
    saveExamPaperAnswer: build.mutation<number, SubmitExamArgs>({
      queryFn: userScoped((request: SubmitExamArgs, { userId, userName }) =>
        tikuPost('saveExamPaperAnswer', { ...request, userId, userName }),
      ),
      invalidatesTags: examListsTags,
    }),
    getExamPaperAnswer: build.query<ExamAnswerResult, number>({
      queryFn: userScoped(
        (examPaperParticipateSummaryId: number, { userId }) =>
          tikuPost('getExamPaperAnswer', { examPaperParticipateSummaryId, userId }),
        decodeResult,
      ),
      providesTags: (_result, _error, id) => [{ type: 'Exam', id }],
    }),
    getMyExamPaper: build.query<ExamListItem[], void>({
      queryFn: userScoped((_arg: void, { userId }) => tikuPost('getMyExamPaper', { userId })),
      providesTags: (items = []) => [
        ...items.flatMap(({ id }) => (id === null ? [] : [{ type: 'Exam' as const, id }])),
        { type: 'Exam', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetMyExamPaperListQuery,
  useGenerateExamPaperDetailsMutation,
  useSaveExamAnswerDraftMutation,
  useSaveExamPaperAnswerMutation,
  useGetExamPaperAnswerQuery,
  useGetMyExamPaperQuery,
} = examApi;

/**
 * What one autosave round came to: the pending answers were acknowledged, there was nothing to
 * send, the server was out of reach, our sequence was behind the server's (now caught up, send
 * again), or the attempt no longer takes answers (submitted or past its deadline).
 */
export type DraftFlushOutcome = 'acked' | 'empty' | 'unreachable' | 'stale' | 'closed';

type ExamDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * One autosave round for an attempt: sends every pending answer with the next sequence, marks
 * what the server acknowledged, and keeps the rest for the next round. The sequence is spent
 * before the call leaves, so a reply lost on the way can never make a sequence repeat.
 */
export function flushExamDraft(attempt: { attemptId: number; examPaperId: number }) {
  return async (dispatch: ExamDispatch, getState: () => unknown): Promise<DraftFlushOutcome> => {
    const { exam } = getState() as { exam: ExamState };
    const { attemptId } = attempt;
    if (exam.attemptId !== attemptId) return 'closed';
    const sent: Record<number, ExamAnswerValue> = { ...exam.pending };
    const answers = Object.entries(sent).map(([id, yourAnswer]) => ({ questionId: Number(id), yourAnswer }));
    if (answers.length === 0) return 'empty';

    const seq = exam.nextSeq;
    dispatch(examActions.draftSent({ attemptId, seq }));
    const reply = await dispatch(
      examApi.endpoints.saveExamAnswerDraft.initiate(
        { examPaperParticipateSummaryId: attemptId, seq, answers },
        { track: false },
      ),
    );
    if (reply.data?.kind === 'acked') {
      dispatch(examActions.draftAcked({ attemptId, seq: reply.data.ack.seq, sent }));
      return 'acked';
    }
    if (reply.data?.kind === 'unreachable') return 'unreachable';

    const error = reply.error as Partial<ApiError> | undefined;
    if (error?.status !== 409) throw error;
    if (error.errorCode !== 'STALE_SEQ') return 'closed';
    // Another tab (or a cleared browser) moved the server ahead: learn its sequence and go again.
    const opened = await dispatch(
      examApi.endpoints.generateExamPaperDetails.initiate(
        { examPaperId: attempt.examPaperId, summaryId: attemptId },
        { track: false },
      ),
    );
    if (opened.error) {
      if ((opened.error as Partial<ApiError>).status === 409) return 'closed';
      throw opened.error;
    }
    if (opened.data.examPaperParticipateSummaryId !== attemptId) return 'closed';
    dispatch(examActions.attemptOpened({ attemptId, serverSeq: opened.data.seq }));
    return 'stale';
  };
}
