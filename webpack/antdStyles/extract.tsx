/**
 * antd's component styles, made here instead of in the browser: every component of the catalog is
 * rendered once on the server with the app's theme, and the CSS each style hook registered is read
 * from the cssinjs cache, with the CSS variables each component declared for the app's theme.
 * Printed as JSON (`ExtractedStyles`), where a hook is named as cssinjs names it (`Button-Button`,
 * `Button-compact`, `Shared`, `ant-design-icons`). Run as a child process by the loader
 * (stylesheets.ts) with NODE_ENV=production, so antd builds exactly what the browser bundle would.
 */
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { normalizeStyle } from '@ant-design/cssinjs/lib/hooks/useStyleRegister';
import type { ReactElement } from 'react';
import { Button, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { cssVarsKey } from '../../src/lib/antd/staticStyles';
import { staticTheme } from '../../src/lib/antd/theme';
import { antdCatalog, wireframeCatalog } from './catalog';

type StyleCacheValue = [styleStr: string, styleId: string, effects: Record<string, string> | undefined];
type CSSVarCacheValue = [token: unknown, cssVarsStr: string, styleId: string, themeKey: string];
type TokenCacheValue = [
  tokenWithCssVar: unknown,
  hashCls: string,
  realToken: Record<string, unknown> & { _tokenKey?: string },
  cssVarsStr: string,
  themeKey: string,
];

export interface ExtractedStyles {
  /** The CSS of each style hook. */
  hooks: Record<string, string>;
  /**
   * Each component's CSS variables, with the keys (`component%themeKey%scope`) that say which
   * classes they are declared for (src/lib/antd/staticStyles.ts).
   */
  cssVars: Record<string, { css: string; keys: string[] }>;
  /**
   * The theme's derivative token (what antd computes from the seed and override tokens, before
   * cssinjs turns it into variables), by the key cssinjs caches it under: the salt, the theme's id,
   * the flattened seed and override tokens, joined by `%` (staticStyles.ts, `builtDerivativeToken`).
   */
  derivativeTokens: Record<string, Record<string, unknown>>;
}

type Cache = ReturnType<typeof createCache>;

function render(catalog: ReactElement[], theme: ThemeConfig): Cache {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme}>{catalog}</ConfigProvider>
    </StyleProvider>,
  );
  return cache;
}

/** The CSS each style hook registered while a catalog rendered. */
function hookStyles(cache: Cache): Map<string, string> {
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

/**
 * The CSS variables each component declared under the theme named `themeKey`. The pure panels
 * render providers of their own (another key), which the app never does: those are left out.
 */
function componentCssVars(cache: Cache, themeKey: string): ExtractedStyles['cssVars'] {
  const byComponent: ExtractedStyles['cssVars'] = {};
  for (const [key, entry] of cache.cache) {
    // `cssVar%<component>%<themeKey>%<scope>%<tokenKey>`, a scope of several classes joined by `@@`.
    const [kind, component, entryThemeKey, scope] = key.split('%');
    if (kind !== 'cssVar' || entryThemeKey !== themeKey) continue;
    const [, css] = entry[1] as CSSVarCacheValue;
    const vars = (byComponent[component] ??= { css: '', keys: [] });
    vars.css += css;
    vars.keys.push(cssVarsKey(component, themeKey, scope));
  }
  return byComponent;
}

/**
 * The derivative tokens a render computed. The cache keeps the token with the key of
 * its hash added (`_tokenKey`), which the browser makes again from the salt and the variables'
 * prefix: left out, the value is exactly what antd's `getComputedToken` returned.
 */
function derivativeTokens(cache: Cache): ExtractedStyles['derivativeTokens'] {
  const tokens: ExtractedStyles['derivativeTokens'] = {};
  for (const [key, entry] of cache.cache) {
    // `token%<salt>%<themeId>%<tokenStr>%<overrideTokenStr>%<cssVarStr>` (useCacheToken.js).
    const [kind, salt, themeId, tokenStr, overrideTokenStr] = key.split('%');
    if (kind !== 'token') continue;
    const { _tokenKey: _, ...derivative } = (entry[1] as TokenCacheValue)[2];
    tokens[[salt, themeId, tokenStr, overrideTokenStr].join('%')] = derivative;
  }
  return tokens;
}

export function extractAntdStyles(): ExtractedStyles {
  const theme = { ...staticTheme, zeroRuntime: false };
  const app = render(antdCatalog(), theme);
  const styles = hookStyles(app);
  const wireframe = hookStyles(
    render(wireframeCatalog(), { ...theme, token: { ...theme.token, wireframe: true } }),
  );
  // Only the hooks the app's own theme never drew: the others are the app theme's.
  for (const [hook, css] of wireframe) if (!styles.has(hook)) styles.set(hook, css);
  const themeKey = staticTheme.cssVar?.key;
  if (!themeKey) throw new Error('staticTheme names no cssVar key: its variables could not be written once');
  return {
    hooks: Object.fromEntries(styles),
    cssVars: componentCssVars(app, themeKey),
    // The app's provider alone: the catalog's pure panels bring providers of their own.
    derivativeTokens: derivativeTokens(render([<Button key="button" />], theme)),
  };
}

if (require.main === module) {
  process.stdout.write(JSON.stringify(extractAntdStyles()));
}
