import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { baseApi } from './api/baseApi';
import { lazyHttpClient } from './api/axiosBaseQuery';
import type { PageReloader, StoreDeps, StoreExtra } from './deps';
import { createDevToolsBridge, developmentBuild, devToolsOptions } from './devTools';
import { createApiErrorListener } from './middleware/apiErrorListener';
import { createRecentActions } from './middleware/recentActions';
import {
  cardPersistConfig,
  defaultStorage,
  examPersistConfig,
  menuPersistConfig,
  noticesPersistConfig,
  persistActionTypes,
  practicePersistConfig,
  readingPersistConfig,
  sessionPersistConfig,
  tabsPersistConfig,
} from './persist';
import type { Notify } from './notifier';
import { socketIoConnector } from './realtime';
import { cardReducer } from './slices/cardSlice';
import type { CardState } from './slices/cardSlice';
import { examReducer } from './slices/examSlice';
import type { ExamState } from './slices/examSlice';
import { menuReducer } from './slices/menuSlice';
import type { MenuState } from './slices/menuSlice';
import { noticesReducer } from './slices/noticesSlice';
import type { NoticesState } from './slices/noticesSlice';
import { practiceReducer } from './slices/practiceSlice';
import type { PracticeState } from './slices/practiceSlice';
import { profileGateReducer } from './slices/profileGateSlice';
import type { ProfileGateState } from './slices/profileGateSlice';
import { readingReducer } from './slices/readingSlice';
import type { ReadingState } from './slices/readingSlice';
import { sessionReducer } from './slices/sessionSlice';
import type { SessionState } from './slices/sessionSlice';
import { tabsReducer } from './slices/tabsSlice';
import type { TabsState } from './slices/tabsSlice';

function buildRootReducer(storage: Storage) {
  return combineReducers({
    session: persistReducer(sessionPersistConfig(storage), sessionReducer),
    practice: persistReducer(practicePersistConfig(storage), practiceReducer),
    exam: persistReducer(examPersistConfig(storage), examReducer),
    menu: persistReducer(menuPersistConfig(storage), menuReducer),
    tabs: persistReducer(tabsPersistConfig(storage), tabsReducer),
    notices: persistReducer(noticesPersistConfig(storage), noticesReducer),
    card: persistReducer(cardPersistConfig(storage), cardReducer),
    reading: persistReducer(readingPersistConfig(storage), readingReducer),
    profileGate: profileGateReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof buildRootReducer>>;

/** What a test or the app may start with; redux-persist adds its bookkeeping itself. */
export interface PreloadedRootState {
  session?: SessionState;
  practice?: PracticeState;
  exam?: ExamState;
  menu?: MenuState;
  tabs?: TabsState;
  notices?: NoticesState;
  card?: CardState;
  reading?: ReadingState;
  profileGate?: ProfileGateState;
}

/** Until the app wires its message display, a message at least reaches the console. */
const warnInConsole: Notify = (_kind, text) => console.warn(text);

const locationPath = () => globalThis.location?.pathname ?? '/';

const reloadWindow: PageReloader = (delayMs) => {
  window.setTimeout(() => window.location.reload(), delayMs);
};

export function makeStore(preloadedState?: PreloadedRootState, deps: StoreDeps = {}) {
  const { http } = deps;
  const recentActions = createRecentActions();
  const extra: StoreExtra = {
    getHttp: http ? () => Promise.resolve(http) : lazyHttpClient(),
    notify: deps.notify ?? warnInConsole,
    currentPath: deps.currentPath ?? locationPath,
    connectRealtime: deps.connectRealtime ?? socketIoConnector,
    reloadPage: deps.reloadPage ?? reloadWindow,
    flushPersisted: () => persistor.flush(),
    recentActions: recentActions.entries,
  };
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
        .prepend(createApiErrorListener(extra), recentActions.middleware)
        .concat(baseApi.middleware, ...(developmentBuild ? [] : [createDevToolsBridge()])),
    // configureStore's default would connect every production store to the extension, token
    // included; elsewhere only the QA switch connects it (devTools.ts).
    devTools: developmentBuild ? devToolsOptions : false,
  });
  // A signed-in student's pages start with API calls: the HTTP client loads beside the page's
  // chunks instead of after them.
  const persistor = persistStore(store, null, () => {
    if (store.getState().session.accessToken) void extra.getHttp();
  });
  return { store, persistor };
}

export type { StoreDeps } from './deps';
export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
