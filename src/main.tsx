import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '../store';
import { AppProviders } from './app/AppProviders';
import { MessageQueue } from './lib/MessageBridge';
import { createAppRouter } from './app/router';

const router = createAppRouter();
const messages = new MessageQueue();
const { store, persistor } = makeStore(undefined, {
  notify: messages.show,
  // The 401 handling needs to know whether the visitor is already on /login.
  currentPath: () => router.state.location.pathname,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const root = createRoot(container);
// A transition, so React renders the first page in slices and a tablet's main thread is never held
// for the whole page at once (the rendering is the same; only its scheduling changes).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
