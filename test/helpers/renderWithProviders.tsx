import { StyleProvider } from '@ant-design/cssinjs';
import { act, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import type { Storage } from 'redux-persist';
import type { UserInfo } from '../../core/types';
import { makeStore } from '../../store';
import type { PageReloader } from '../../store/deps';
import type { RealtimeConnector } from '../../store/realtime';
import { initialPracticeState } from '../../store/slices/practiceSlice';
import type { PracticeState } from '../../store/slices/practiceSlice';
import { initialSessionState } from '../../store/slices/sessionSlice';
import { AppProviders } from '../../src/app/AppProviders';
import { MessageQueue } from '../../src/lib/MessageBridge';
import { createAppRouter } from '../../src/app/router';
import { createFakeHttp } from './fakeHttp';
import type { FakeHttp } from './fakeHttp';

// Route chunks load lazily; the first require of antd modules under Jest can take seconds.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

/** In-memory persistence so tests never share what one of them stored. */
export function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => Promise.resolve(items.get(key) ?? null),
    setItem: (key: string, value: string) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}

export interface RenderAppOptions {
  /** A stored user, as if the student had signed in before this page load. */
  user?: UserInfo;
  accessToken?: string;
  http?: FakeHttp;
  /**
   * Where redux-persist keeps its state. Pass the storage of an earlier render to simulate a
   * browser reload: the new store rehydrates from what the previous page left there.
   */
  storage?: Storage;
  /** A practice batch (and progress) in the store from the start. */
  practice?: Partial<PracticeState>;
  /** The real-time channel; socket.io unless a test pushes its own messages. */
  connectRealtime?: RealtimeConnector;
  /** jsdom cannot reload, so by default nothing happens; a test that expects a reload sees it here. */
  reloadPage?: PageReloader;
}

/**
 * Renders the whole app — real store, real route table, real providers — at `path`, with HTTP
 * answered by a fake adapter.
 */
export async function renderWithProviders(path: string, options: RenderAppOptions = {}) {
  const http = options.http ?? createFakeHttp();
  const session = options.user
    ? {
        ...initialSessionState,
        userInfo: options.user,
        accessToken: options.accessToken ?? 'token-of-test',
        loginFrom: options.user.loginFrom,
        studentStatus: options.user.studentStatus,
      }
    : initialSessionState;
  const storage = options.storage ?? memoryStorage();
  const practice = options.practice ? { ...initialPracticeState, ...options.practice } : undefined;
  const router = createAppRouter([path]);
  const messages = new MessageQueue();
  const { store, persistor } = makeStore(
    { session, ...(practice ? { practice } : {}) },
    {
      http: http.http,
      storage,
      notify: messages.show,
      currentPath: () => router.state.location.pathname,
      connectRealtime: options.connectRealtime,
      reloadPage: options.reloadPage ?? (() => undefined),
    },
  );
  const user = userEvent.setup();
  // antd's CSS-in-JS goes to a detached node: jsdom re-matches every rule in the document on each
  // getComputedStyle (every role query and click), which made multi-step page tests crawl. These
  // tests assert behaviour and accessible names, never looks.
  const styleSink = document.createElement('div');
  const view = render(
    <StyleProvider container={styleSink}>
      <AppProviders store={store} persistor={persistor} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  // Let redux-persist rehydrate and the first lazy route resolve.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, store, persistor, router, http, user, storage };
}

/** A realistic stored student, shaped like the server's demo account. */
export function aStudent(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    username: 'demo',
    userName: 'demo',
    nickName: '小芽',
    realName: '林小芽',
    avatar: '/avatars/demo.svg',
    organizationId: '1',
    organizationName: '码芽实验小学',
    campusName: '东校区',
    className: '三年级二班',
    schoolStatus: 1,
    bindSchoolInfo: { name: '林小芽', sex: '女', birthDayStr: '2015-03-01', parentsContactWay: 'S2026001' },
    studentStatus: 0,
    loginFrom: 1,
    ...overrides,
  };
}
