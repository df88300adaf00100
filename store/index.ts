import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import type { AxiosInstance } from 'axios';
import { baseApi } from './api/baseApi';
import { lazyHttpClient } from './api/axiosBaseQuery';
import type { StoreExtra } from './api/axiosBaseQuery';
import { createApiErrorListener } from './middleware/apiErrorListener';
import {
  defaultStorage,
  examPersistConfig,
  persistActionTypes,
  practicePersistConfig,
  sessionPersistConfig,
} from './persist';
import { examReducer } from './slices/examSlice';
import type { ExamState } from './slices/examSlice';
import { practiceReducer } from './slices/practiceSlice';
import type { PracticeState } from './slices/practiceSlice';
import { sessionReducer } from './slices/sessionSlice';
import type { SessionState } from './slices/sessionSlice';

function buildRootReducer(storage: Storage) {
  return combineReducers({
    session: persistReducer(sessionPersistConfig(storage), sessionReducer),
    practice: persistReducer(practicePersistConfig(storage), practiceReducer),
    exam: persistReducer(examPersistConfig(storage), examReducer),
    [baseApi.reducerPath]: baseApi.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof buildRootReducer>>;

/** What a test or the app may start with; redux-persist adds its bookkeeping itself. */
export interface PreloadedRootState {
  session?: SessionState;
  practice?: PracticeState;
  exam?: ExamState;
}

export interface StoreDeps {
  /** The HTTP client behind every endpoint; tests pass one with their own adapter. */
  http?: AxiosInstance;
  /** Where the session is persisted; defaults to localStorage. */
  storage?: Storage;
}

export function makeStore(preloadedState?: PreloadedRootState, deps: StoreDeps = {}) {
  const { http } = deps;
  const extra: StoreExtra = { getHttp: http ? () => Promise.resolve(http) : lazyHttpClient() };
  const store = configureStore({
    reducer: buildRootReducer(deps.storage ?? defaultStorage()),
    // The persisted slice's `_persist` key is filled in by redux-persist on start-up.
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Machine snapshots are JSON-safe already; walking them on every action only costs time.
        serializableCheck: {
          ignoredActions: persistActionTypes,
          ignoredPaths: ['practice.progress.snapshot'],
        },
      })
        .prepend(createApiErrorListener())
        .concat(baseApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
