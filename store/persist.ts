import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistConfig, Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { ExamState } from './slices/examSlice';
import type { PracticeState } from './slices/practiceSlice';
import type { SessionState } from './slices/sessionSlice';

/** redux-persist's own actions carry functions; the serializability check must skip them. */
export const persistActionTypes = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** localStorage in the browser; a no-op store where there is none (e.g. server-side tooling). */
export function defaultStorage(): Storage {
  if (typeof window !== 'undefined' && window.localStorage) return createWebStorage('local');
  return {
    getItem: () => Promise.resolve(null),
    setItem: () => Promise.resolve(),
    removeItem: () => Promise.resolve(),
  };
}

/** The session is persisted (SPEC.md §3 local values) — never the RTK Query cache. */
export function sessionPersistConfig(storage: Storage): PersistConfig<SessionState> {
  return {
    key: 'codesprout.session',
    version: 1,
    storage,
    whitelist: ['userInfo', 'accessToken', 'loginFrom', 'from', 'studentStatus'],
  };
}

/** The practice batch in progress, so a reload resumes where the student was. */
export function practicePersistConfig(storage: Storage): PersistConfig<PracticeState> {
  return { key: 'codesprout.practice', version: 1, storage };
}

/** Exam answers the server has not acknowledged yet (DESIGN.md "The exam engine"). */
export function examPersistConfig(storage: Storage): PersistConfig<ExamState> {
  return { key: 'codesprout.exam', version: 1, storage };
}
