/**
 * antd's component styles, made here instead of in the browser: every component of the catalog is
 * rendered once on the server with the app's theme, and the CSS each style hook registered is read
 * from the cssinjs cache. Printed as JSON, `{ [hook]: css }`, where a hook is named as cssinjs
 * names it (`Button-Button`, `Button-compact`, `Shared`, `ant-design-icons`). Run as a child process
 * by the loader (stylesheets.ts) with NODE_ENV=production, so antd builds exactly what the browser
 * bundle would.
 */
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { normalizeStyle } from '@ant-design/cssinjs/lib/hooks/useStyleRegister';
import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { staticTheme } from '../../src/lib/antd/theme';
import { antdCatalog, wireframeCatalog } from './catalog';

type StyleCacheValue = [styleStr: string, styleId: string, effects: Record<string, string> | undefined];

/** The CSS each style hook registered while `catalog` rendered under `theme`. */
function renderedStyles(catalog: ReactElement[], theme: ThemeConfig): Map<string, string> {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme}>{catalog}</ConfigProvider>
    </StyleProvider>,
  );
  // A set per hook: the prefixes of one hook share its keyframes, which go in once.
  const byHook = new Map<string, Set<string>>();
  for (const [key, entry] of cache.cache) {
    // `style%<hashId>%<hook>%<prefixCls>%<iconPrefixCls>`: one hook may serve several prefixes.
    const [kind, , hook] = key.split('%');
    if (kind !== 'style' || !hook) continue;
    const [styleStr, , effects] = entry[1] as StyleCacheValue;
    // Keyframes travel with every hook that uses them: each hook's CSS may load alone.
    const keyframes = Object.values(effects ?? {}).map((effect) => normalizeStyle(effect, false));
    const parts = byHook.get(hook) ?? new Set<string>();
    [styleStr, ...keyframes].forEach((part) => parts.add(part));
    byHook.set(hook, parts);
  }
  return new Map([...byHook].map(([hook, parts]) => [hook, [...parts].join('')]));
}

export function extractAntdStyles(): Record<string, string> {
  const theme = { ...staticTheme, zeroRuntime: false };
  const styles = renderedStyles(antdCatalog(), theme);
  const wireframe = renderedStyles(wireframeCatalog(), {
    ...theme,
    token: { ...theme.token, wireframe: true },
  });
  // Only the hooks the app's own theme never drew: the others are the app theme's.
  for (const [hook, css] of wireframe) if (!styles.has(hook)) styles.set(hook, css);
  return Object.fromEntries(styles);
}

if (require.main === module) {
  process.stdout.write(JSON.stringify(extractAntdStyles()));
}
