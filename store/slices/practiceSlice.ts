import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PracticeBatch } from '../../core/questionBankTypes';
import { loggedOut } from './sessionSlice';

/** Where a practice batch came from; decides where closing the result dialog leads. */
export type PracticeKind = 'bank' | 'knowledge' | 'mistakes';

export interface ActiveBatch extends PracticeBatch {
  kind: PracticeKind;
  /** The bank or knowledge point the batch was drawn from (0 for the whole wrong-answer book). */
  itemId: number;
}

/**
 * The practice batch in progress (SPEC.md §3 `questionIds` / `bankQuestionIds`), kept in local
 * storage so a reload resumes it. `progress` is the practice machine's persisted snapshot.
 */
export interface PracticeState {
  batch: ActiveBatch | null;
  progress: { batchId: number; version: number; snapshot: unknown } | null;
}

export const initialPracticeState: PracticeState = { batch: null, progress: null };

const practiceSlice = createSlice({
  name: 'practice',
  initialState: initialPracticeState,
  reducers: {
    batchStarted(state, action: PayloadAction<ActiveBatch>) {
      state.batch = action.payload;
      state.progress = null;
    },
    progressSaved(state, action: PayloadAction<{ batchId: number; version: number; snapshot: unknown }>) {
      if (state.batch?.batchId === action.payload.batchId) state.progress = action.payload;
    },
    batchFinished(state) {
      state.batch = null;
      state.progress = null;
    },
  },
  // Another student may sign in on the same browser: never resume someone else's batch.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialPracticeState),
  selectors: {
    selectActiveBatch: (state) => state.batch,
    selectPracticeProgress: (state) => state.progress,
  },
});

export const practiceActions = practiceSlice.actions;
export const { selectActiveBatch, selectPracticeProgress } = practiceSlice.selectors;
export const practiceReducer = practiceSlice.reducer;
export const practiceSliceName = practiceSlice.reducerPath;
