import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { AppStore } from '../../store';
import { MessageBridge } from '../lib/MessageBridge';
import type { MessageQueue } from '../lib/MessageBridge';
import { RehydrationGate } from './RehydrationGate';
import { appTheme } from './theme';

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
        {/* autoInsertSpace off: "登录" must stay "登录", not "登 录", for readers and tests alike. */}
        <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }}>
          <MessageBridge messages={messages}>{children}</MessageBridge>
        </ConfigProvider>
      </RehydrationGate>
    </Provider>
  );
}
