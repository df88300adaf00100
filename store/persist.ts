import { FLUSH, KEY_PREFIX, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistConfig, Persistor, Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { CardState } from './slices/cardSlice';
import type { ExamState } from './slices/examSlice';
import type { MenuState } from './slices/menuSlice';
import type { NoticesState } from './slices/noticesSlice';
import type { PracticeState } from './slices/practiceSlice';
import type { ReadingState } from './slices/readingSlice';
import type { SessionState } from './slices/sessionSlice';
import type { TabsState } from './slices/tabsSlice';

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

const SESSION_KEY = 'codesprout.session';

/**
 * Where the session lies in localStorage. The build's runtime reads it before the store exists,
 * to start a signed-in page's chunks early (webpack/entryChunks.ts).
 */
export const SESSION_STORAGE_KEY = `${KEY_PREFIX}${SESSION_KEY}`;

/** The session is persisted (SPEC.md §3 local values) — never the RTK Query cache. */
export function sessionPersistConfig(storage: Storage): PersistConfig<SessionState> {
  return {
    key: SESSION_KEY,
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

/** The student menu, fetched once per login (SPEC.md §4 "Card context"). */
export function menuPersistConfig(storage: Storage): PersistConfig<MenuState> {
  return { key: 'codesprout.menu', version: 1, storage };
}

/** The opened tabs of the student shell. */
export function tabsPersistConfig(storage: Storage): PersistConfig<TabsState> {
  return { key: 'codesprout.tabs', version: 1, storage };
}

/** Notices the student closed since signing in, so a reload does not show them again. */
export function noticesPersistConfig(storage: Storage): PersistConfig<NoticesState> {
  return { key: 'codesprout.notices', version: 1, storage };
}

/** SPEC.md §4 "Card context": the main card's id while signed in as an extra card (currCardStudentId). */
export function cardPersistConfig(storage: Storage): PersistConfig<CardState> {
  return { key: 'codesprout.card', version: 1, storage };
}

/** Each student's reading preferences (大字) on this browser. */
export function readingPersistConfig(storage: Storage): PersistConfig<ReadingState> {
  return { key: 'codesprout.reading', version: 1, storage };
}

/**
 * Every persisted slice with its config, by the slice's name in the root state: what a state file
 * exports and what its import rehydrates (stateFile.ts). A new persisted slice is added here too.
 */
export const persistedSlices = {
  session: sessionPersistConfig,
  practice: practicePersistConfig,
  exam: examPersistConfig,
  menu: menuPersistConfig,
  tabs: tabsPersistConfig,
  notices: noticesPersistConfig,
  card: cardPersistConfig,
  reading: readingPersistConfig,
} as const;

export type PersistedSliceName = keyof typeof persistedSlices;

/** Runs `then` once the stored state has been read into the store: now, if it has been already. */
export function whenRehydrated(persistor: Persistor, then: () => void): void {
  if (persistor.getState().bootstrapped) {
    then();
    return;
  }
  const stop = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    stop();
    then();
  });
}
