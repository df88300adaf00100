import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './sessionSlice';

/**
 * SPEC.md §4 "Card context" (persisted by store/persist.ts): while the student is signed in as an
 * extra learning card, the main card's student id is kept here (`currCardStudentId`), and dropped
 * when they go back to it. A new sign-in or a sign-out starts with no card context.
 */
export interface CardState {
  currCardStudentId: number | null;
}

export const initialCardState: CardState = { currCardStudentId: null };

const cardSlice = createSlice({
  name: 'card',
  initialState: initialCardState,
  reducers: {
    extraCardEntered(state, action: PayloadAction<{ mainStudentId: number }>) {
      state.currCardStudentId = action.payload.mainStudentId;
    },
    mainCardRestored(state) {
      state.currCardStudentId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, () => initialCardState).addCase(loggedOut, () => initialCardState);
  },
  selectors: {
    selectCurrCardStudentId: (state) => state.currCardStudentId,
  },
});

export const { extraCardEntered, mainCardRestored } = cardSlice.actions;
export const { selectCurrCardStudentId } = cardSlice.selectors;
export const cardReducer = cardSlice.reducer;
