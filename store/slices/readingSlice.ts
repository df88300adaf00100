import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * How each student on this browser likes questions shown: 大字 (large question text). Kept per
 * student id, so siblings sharing a computer each keep their own, across sign-outs and reloads
 * (store/persist.ts).
 */
export interface ReadingState {
  largeTextStudentIds: number[];
}

export const initialReadingState: ReadingState = { largeTextStudentIds: [] };

const readingSlice = createSlice({
  name: 'reading',
  initialState: initialReadingState,
  reducers: {
    largeTextSwitched(state, action: PayloadAction<{ studentId: number; on: boolean }>) {
      const { studentId, on } = action.payload;
      const others = state.largeTextStudentIds.filter((id) => id !== studentId);
      state.largeTextStudentIds = on ? [...others, studentId] : others;
    },
  },
  selectors: {
    selectLargeTextFor: (state, studentId: number | undefined) =>
      studentId !== undefined && state.largeTextStudentIds.includes(studentId),
  },
});

export const { largeTextSwitched } = readingSlice.actions;
export const { selectLargeTextFor } = readingSlice.selectors;
export const readingReducer = readingSlice.reducer;
