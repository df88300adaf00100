import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '../../store';
import { MessageBridge } from '../lib/MessageBridge';
import type { MessageQueue } from '../lib/MessageBridge';
import { RehydrationGate } from './RehydrationGate';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  /** The queue the store's `notify` was given. */
  messages: MessageQueue;
  children: ReactNode;
}

/** Everything around the router; shared by the app entry and the UI tests. */
export function AppProviders({ store, persistor, messages, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      {/* Guards read the stored user, so nothing renders before it is restored. */}
      <RehydrationGate persistor={persistor}>
        {/* antd's provider is not here but around the pages that use antd (RootLayout). */}
        <MessageBridge messages={messages}>{children}</MessageBridge>
      </RehydrationGate>
    </Provider>
  );
}
