import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '../store';
import { AppProviders } from './app/AppProviders';
import { MessageQueue } from './lib/MessageBridge';
import { nextTask } from '../store/nextTask';
import { createAppRouter } from './app/router';
import { keepSessionHint } from './app/sessionHint';
import { warmAvatar } from './app/warmAvatar';

/**
 * Start-up in four tasks instead of one: on a tablet evaluating the bundle, the router, the store
 * (which reads the stored state) and React's root each take a noticeable part of the main thread,
 * and together they were the longest task of every page.
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  // The router first: matching the address starts the page's chunks downloading.
  const router = createAppRouter();
  await nextTask();

  const messages = new MessageQueue();
  const { store, persistor } = makeStore(undefined, {
    notify: messages.show,
    // The 401 handling needs to know whether the visitor is already on /login.
    currentPath: () => router.state.location.pathname,
  });
  warmAvatar(store, persistor);
  keepSessionHint(store, persistor);
  await nextTask();

  const root = createRoot(container);
  // A transition, so React renders the first page in slices and a tablet's main thread is never
  // held for the whole page at once (the rendering is the same; only its scheduling changes).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
void start(container);
