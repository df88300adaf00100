import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './sessionSlice';

/** One question's answer as the exam holds it: a string, or one string per blank for fill-in. */
export type ExamAnswerValue = string | string[];

/**
 * The answers of the exam in progress that the server has not acknowledged yet (DESIGN.md "The
 * exam engine"). Persisted, so a reload, a lost connection or a closed tab loses nothing: the
 * autosave sends `pending` with `nextSeq` and forgets an entry only once the server acked it.
 */
export interface ExamState {
  /** examPaperParticipateSummaryId of the open attempt the answers belong to. */
  attemptId: number | null;
  /** The highest sequence the server acknowledged. */
  ackedSeq: number;
  /** The sequence the next draft goes out with; always above every sequence already used. */
  nextSeq: number;
  pending: Record<number, ExamAnswerValue>;
}

export const initialExamState: ExamState = { attemptId: null, ackedSeq: 0, nextSeq: 1, pending: {} };

function sameAnswer(a: ExamAnswerValue | undefined, b: ExamAnswerValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const examSlice = createSlice({
  name: 'exam',
  initialState: initialExamState,
  reducers: {
    /**
     * The server handed out (or handed back) an attempt with the last sequence it acknowledged.
     * Answers kept for another attempt are dropped: that one is submitted, and what it acked counts.
     */
    attemptOpened(state, action: PayloadAction<{ attemptId: number; serverSeq: number }>) {
      const { attemptId, serverSeq } = action.payload;
      if (state.attemptId !== attemptId) {
        return { attemptId, ackedSeq: serverSeq, nextSeq: serverSeq + 1, pending: {} };
      }
      state.ackedSeq = Math.max(state.ackedSeq, serverSeq);
      state.nextSeq = Math.max(state.nextSeq, serverSeq + 1);
      return undefined;
    },
    answerChanged(
      state,
      action: PayloadAction<{ attemptId: number; questionId: number; yourAnswer: ExamAnswerValue }>,
    ) {
      const { attemptId, questionId, yourAnswer } = action.payload;
      if (state.attemptId !== attemptId) return;
      state.pending[questionId] = yourAnswer;
    },
    /** A sequence is spent the moment it leaves, acknowledged or not, so it is never reused. */
    draftSent(state, action: PayloadAction<{ attemptId: number; seq: number }>) {
      const { attemptId, seq } = action.payload;
      if (state.attemptId !== attemptId) return;
      state.nextSeq = Math.max(state.nextSeq, seq + 1);
    },
    /** Only answers unchanged since they were sent are settled; newer edits wait for the next draft. */
    draftAcked(
      state,
      action: PayloadAction<{ attemptId: number; seq: number; sent: Record<number, ExamAnswerValue> }>,
    ) {
      const { attemptId, seq, sent } = action.payload;
      if (state.attemptId !== attemptId) return;
      state.ackedSeq = Math.max(state.ackedSeq, seq);
      state.nextSeq = Math.max(state.nextSeq, seq + 1);
      state.pending = Object.fromEntries(
        Object.entries(state.pending).filter(([id, answer]) => {
          const sentAnswer = sent[Number(id)];
          return sentAnswer === undefined || !sameAnswer(answer, sentAnswer);
        }),
      );
    },
    /** Submitted (by the student or the server): nothing is left to send. */
    attemptClosed(state, action: PayloadAction<{ attemptId: number }>) {
      if (state.attemptId !== action.payload.attemptId) return undefined;
      return initialExamState;
    },
  },
  // Another student may sign in on the same browser: never send someone else's answers.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialExamState),
  selectors: {
    selectExamAttemptId: (state) => state.attemptId,
    selectExamPending: (state) => state.pending,
    selectExamNextSeq: (state) => state.nextSeq,
    selectExamAckedSeq: (state) => state.ackedSeq,
  },
});

export const examActions = examSlice.actions;
export const { selectExamAttemptId, selectExamPending, selectExamNextSeq, selectExamAckedSeq } =
  examSlice.selectors;
export const examReducer = examSlice.reducer;
export const examSliceName = examSlice.reducerPath;
