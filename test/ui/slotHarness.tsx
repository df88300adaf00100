import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../core/types';
import { makeStore } from '../../store';
import type { PreloadedRootState } from '../../store';
import type { PageReloader } from '../../store/deps';
import { initialSessionState } from '../../store/slices/sessionSlice';
import { AntdProvider } from '../../src/lib/antd/AntdProvider';
import { AppProviders } from '../../src/app/AppProviders';
import { MessageQueue } from '../../src/lib/MessageBridge';
import { createFakeHttp } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { memoryStorage } from '../helpers/renderWithProviders';

/**
 * One shell slot (the card switcher, the profile gate) rendered alone with the real store and
 * providers, for a signed-in student: the slot must not depend on how the shell around it is built.
 */
export async function renderSlot(
  ui: ReactNode,
  options: {
    user: UserInfo;
    http?: FakeHttp;
    preloaded?: Omit<PreloadedRootState, 'session'>;
    /** jsdom cannot reload, so by default nothing happens; a test that expects a reload sees it here. */
    reloadPage?: PageReloader;
  },
) {
  const http = options.http ?? createFakeHttp();
  const messages = new MessageQueue();
  const { store, persistor } = makeStore(
    {
      session: {
        ...initialSessionState,
        userInfo: options.user,
        accessToken: 'token-of-test',
        loginFrom: options.user.loginFrom,
        studentStatus: options.user.studentStatus,
      },
      ...options.preloaded,
    },
    {
      http: http.http,
      storage: memoryStorage(),
      notify: messages.show,
      reloadPage: options.reloadPage ?? (() => undefined),
    },
  );
  const styleSink = document.createElement('div');
  const view = render(
    <StyleProvider container={styleSink}>
      <AppProviders store={store} persistor={persistor} messages={messages}>
        <AntdProvider>{ui}</AntdProvider>
      </AppProviders>
    </StyleProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, store, http, user };
}

/** The dialog titled `title`; found by its title text because role-name queries are slow here. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}
