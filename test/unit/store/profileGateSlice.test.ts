import { configureStore } from '@reduxjs/toolkit';
import {
  profileGateClosed,
  profileGateReducer,
  selectProfileGatePending,
} from '../../../store/slices/profileGateSlice';
import { loggedIn, loggedOut, sessionReducer, userRefreshed } from '../../../store/slices/sessionSlice';
import { aStudent } from '../../helpers/renderWithProviders';

const newbie = aStudent({ id: 4, username: 'newbie', bindSchoolInfo: null });
const bound = { name: '赵欣然', sex: '女', birthDayStr: '2014-06-01', parentsContactWay: 'XH1' } as const;

function gateStore() {
  return configureStore({ reducer: { session: sessionReducer, profileGate: profileGateReducer } });
}

test('pending for a signed-in student without school info, in whichever shell, until closed', () => {
  const store = gateStore();
  expect(selectProfileGatePending(store.getState())).toBe(false);
  store.dispatch(loggedIn({ accessToken: 't', userInfo: newbie }));
  expect(selectProfileGatePending(store.getState())).toBe(true);
  store.dispatch(profileGateClosed());
  expect(selectProfileGatePending(store.getState())).toBe(false);
  // The next sign-in (another card, or the same student again) asks again.
  store.dispatch(loggedIn({ accessToken: 't2', userInfo: newbie }));
  expect(selectProfileGatePending(store.getState())).toBe(true);
});

test('no longer pending once the school info is bound, and never for a student who has it', () => {
  const store = gateStore();
  store.dispatch(loggedIn({ accessToken: 't', userInfo: newbie }));
  store.dispatch(userRefreshed({ ...newbie, bindSchoolInfo: bound }));
  expect(selectProfileGatePending(store.getState())).toBe(false);
  store.dispatch(loggedOut());
  store.dispatch(loggedIn({ accessToken: 't', userInfo: aStudent() }));
  expect(selectProfileGatePending(store.getState())).toBe(false);
});
