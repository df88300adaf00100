import { createSelector, createSlice } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, selectUserInfo } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/**
 * SPEC.md §6 "No bound school info: forced profile completion", one rule for every shell: the
 * form is pending while the signed-in student has no school info and has not closed it since the
 * page loaded. Not persisted: a closed form is back at the next page load (or sign-in) for as
 * long as nothing is bound. Other dialogs (the notices) wait until it is no longer pending.
 */
export interface ProfileGateState {
  closed: boolean;
}

export const initialProfileGateState: ProfileGateState = { closed: false };

const profileGateSlice = createSlice({
  name: 'profileGate',
  initialState: initialProfileGateState,
  reducers: {
    /** The form went away: closed after its countdown, or submitted. */
    closed(state) {
      state.closed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, () => initialProfileGateState)
      .addCase(loggedOut, () => initialProfileGateState);
  },
});

export const { closed: profileGateClosed } = profileGateSlice.actions;
export const profileGateReducer = profileGateSlice.reducer;

export const selectProfileGatePending = createSelector(
  [
    (state: { session: SessionState }) => selectUserInfo(state),
    (state: { profileGate: ProfileGateState }) => state.profileGate.closed,
  ],
  (user, closed) => user !== null && user.bindSchoolInfo === null && !closed,
);
