import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './sessionSlice';

/**
 * SPEC.md §7: notices are shown on sign-in. What the student closed stays closed until the next
 * sign-in, reloads included (store/persist.ts); the server remembers for good only the notices
 * that report their close (displayDuration 1).
 */
export interface NoticesState {
  dismissedIds: number[];
}

export const initialNoticesState: NoticesState = { dismissedIds: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticesDismissed(state, action: PayloadAction<number[]>) {
      for (const id of action.payload) {
        if (!state.dismissedIds.includes(id)) state.dismissedIds.push(id);
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, () => initialNoticesState).addCase(loggedOut, () => initialNoticesState);
  },
  selectors: {
    selectDismissedNoticeIds: (state) => state.dismissedIds,
  },
});

export const { noticesDismissed } = noticesSlice.actions;
export const { selectDismissedNoticeIds } = noticesSlice.selectors;
export const noticesReducer = noticesSlice.reducer;
