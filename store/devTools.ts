import { createAction } from '@reduxjs/toolkit';
import type { Action, DevToolsEnhancerOptions, Middleware } from '@reduxjs/toolkit';
import { withoutSecrets } from '../core/secrets';

/**
 * A development build (`npm run dev`): Redux DevTools and the QA tools are always on. Production
 * bundles and test runs are not one.
 */
export const developmentBuild = process.env.NODE_ENV === 'development';

/**
 * The QA tools were switched on for an account the server vouched for (`?inspect` on a QA
 * account): in a production build, Redux DevTools connects only after this.
 */
export const qaToolsSwitchedOn = createAction('qa/toolsSwitchedOn');

/** What Redux DevTools may show: every action and state without the token or other secrets. */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: '码芽',
  actionSanitizer: (action) => withoutSecrets(action),
  stateSanitizer: (state) => withoutSecrets(state),
};

interface DevToolsConnection {
  init(state: unknown): void;
  send(action: Action, state: unknown): void;
}

interface DevToolsExtension {
  connect(options: DevToolsEnhancerOptions): DevToolsConnection;
}

function devToolsExtension(): DevToolsExtension | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { __REDUX_DEVTOOLS_EXTENSION__?: DevToolsExtension }).__REDUX_DEVTOOLS_EXTENSION__;
}

/**
 * Redux DevTools in a production build: nothing until `qaToolsSwitchedOn`, then the extension's
 * monitor receives each action and state, sanitised like `devToolsOptions`. An ordinary student's
 * store never connects, so the extension sees nothing of it.
 */
export function createDevToolsBridge(): Middleware {
  let connection: DevToolsConnection | null = null;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (connection) {
      connection.send(withoutSecrets(action as Action), withoutSecrets(api.getState()));
    } else if (qaToolsSwitchedOn.match(action)) {
      connection = devToolsExtension()?.connect(devToolsOptions) ?? null;
      connection?.init(withoutSecrets(api.getState()));
    }
    return result;
  };
}
