import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { appTheme, staticTheme } from './theme';

// autoInsertSpace off: "登录" must stay "登录", not "登 录", for readers and tests alike. One object
// for every render: a new one would give every antd component a new context on each render above.
const BUTTON_CONFIG = { autoInsertSpace: false };
// The bundle ships antd's styles as CSS made at build time; under Jest antd still makes its own.
const THEME = process.env.ANTD_STATIC_STYLES ? staticTheme : appTheme;

/**
 * antd's locale, theme and defaults for everything inside. Its own chunk (see antdScope.tsx): the
 * sign-in page uses no antd component, so its first load leaves antd's runtime out.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
