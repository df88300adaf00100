import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ClientFrom, StudentInfo, UserInfo } from '../../core/types';

/** What SPEC.md §3 keeps in local storage about the signed-in student (persisted by store/persist.ts). */
export interface SessionState {
  userInfo: UserInfo | null;
  accessToken: string | null;
  loginFrom: UserInfo['loginFrom'] | null;
  from: ClientFrom;
  /** 1 means trial student. */
  studentStatus: UserInfo['studentStatus'] | null;
  /**
   * The token is being exchanged for another card's (the server revokes it as it answers): until
   * the new one arrives, a call refused for the old one is no sign that the student was signed
   * out. Never persisted.
   */
  exchangingToken: boolean;
}

export const initialSessionState: SessionState = {
  userInfo: null,
  accessToken: null,
  loginFrom: null,
  from: 'pc',
  studentStatus: null,
  exchangingToken: false,
};

/** getStudentInfo carries lists that belong to the cache, not to the stored user. */
function toUserInfo(info: UserInfo | StudentInfo): UserInfo {
  const user: UserInfo & Partial<Pick<StudentInfo, 'medalInfoList' | 'visitorRecordList'>> = { ...info };
  delete user.medalInfoList;
  delete user.visitorRecordList;
  return user;
}

function applyUser(state: SessionState, info: UserInfo | StudentInfo): void {
  const user = toUserInfo(info);
  // A refresh that brings the stored user back unchanged keeps its object: everything that shows
  // the user (the shell, the dashboard) would otherwise render again as the page loads, for nothing.
  if (JSON.stringify(state.userInfo) !== JSON.stringify(user)) state.userInfo = user;
  state.loginFrom = user.loginFrom;
  state.studentStatus = user.studentStatus;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ accessToken: string; userInfo: UserInfo | StudentInfo }>) {
      state.accessToken = action.payload.accessToken;
      applyUser(state, action.payload.userInfo);
    },
    userRefreshed(state, action: PayloadAction<UserInfo | StudentInfo>) {
      applyUser(state, action.payload);
    },
    /** A token arrived without a user yet (`/login?accessToken=`); the user is loaded next. */
    tokenReceived(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    tokenExchangeStarted(state) {
      state.exchangingToken = true;
    },
    /** Answered either way: the new token is the session's by now, or the old one still is. */
    tokenExchangeEnded(state) {
      state.exchangingToken = false;
    },
    loggedOut(state) {
      state.userInfo = null;
      state.accessToken = null;
      state.loginFrom = null;
      state.studentStatus = null;
      state.exchangingToken = false;
    },
  },
  selectors: {
    selectUserInfo: (state) => state.userInfo,
    selectAccessToken: (state) => state.accessToken,
    selectClientFrom: (state) => state.from,
    selectLoginFrom: (state) => state.loginFrom,
    selectStudentStatus: (state) => state.studentStatus,
    selectIsSignedIn: (state) => state.userInfo !== null,
  },
});

export const { loggedIn, userRefreshed, tokenReceived, tokenExchangeStarted, tokenExchangeEnded, loggedOut } =
  sessionSlice.actions;
export const {
  selectUserInfo,
  selectAccessToken,
  selectClientFrom,
  selectLoginFrom,
  selectStudentStatus,
  selectIsSignedIn,
} = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;
export const sessionReducerPath = sessionSlice.reducerPath;
