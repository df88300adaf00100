/**
 * What the browser does with antd's styles under `staticTheme` (wired in by webpack/antdStyles;
 * Jest renders antd as it comes).
 *
 * The build makes each component's CSS, and the CSS variables the component declares for the
 * theme, and puts them in the component's style module, which hands them to `insertBuiltStyles`
 * as it first runs. What antd still does at run time is made cheap: it computes the theme once and
 * declares the theme's variables, and a component the build wrote no variables for declares its
 * own. cssinjs keeps those in a cache it manages through React: every render of every antd
 * component looked its entries up, counted its users in an insertion effect and let go of them on
 * unmount. The theme never changes here, so an entry is made once and kept for the page's life.
 */

/**
 * A style module's CSS, at the top of the head after the build's earlier ones, as antd's own
 * styles always were: every stylesheet of the app comes later, so where an app rule and an antd
 * rule are equally specific, the app's wins, whichever chunk loaded first. `cssVarKeys` name the
 * components' variables the CSS declares (`component%themeKey%scope`).
 */
export function insertBuiltStyles(css: string, cssVarKeys: readonly string[] = []): void {
  const style = document.createElement('style');
  style.setAttribute('data-antd', '');
  style.textContent = css;
  const placed = document.head.querySelectorAll('style[data-antd]');
  const after = placed.length > 0 ? placed[placed.length - 1].nextSibling : document.head.firstChild;
  document.head.insertBefore(style, after);
  cssVarKeys.forEach((key) => builtCssVars.add(key));
}

const builtCssVars = new Set<string>();

/**
 * How a component's variables for one scope are named, by the build (extract.tsx) and here alike:
 * `component%themeKey%scope`, a scope of several classes joined by `@@` as cssinjs joins them.
 */
export function cssVarsKey(component: string, themeKey: string, scope: string | readonly string[]): string {
  return [component, themeKey, typeof scope === 'string' ? scope : scope.join('@@')].join('%');
}

/** Whether the component's variables for this scope came with its build-time CSS. */
export function hasBuiltCssVars(
  component: string,
  themeKey: string,
  scope: string | readonly string[],
): boolean {
  return builtCssVars.has(cssVarsKey(component, themeKey, scope));
}

const entries = new Map<string, unknown>();

/**
 * In place of cssinjs's `useGlobalCache` (same arguments): `cacheFn` runs once per key, its
 * effect (putting the variables into the page) right after it, and nothing is ever removed.
 */
export function staticGlobalCache<T>(
  prefix: string,
  keyPath: readonly unknown[],
  cacheFn: () => T,
  _onCacheRemove?: unknown,
  onCacheEffect?: (cached: T) => void,
): T {
  const key = [prefix, ...keyPath].join('%');
  if (entries.has(key)) return entries.get(key) as T;
  const cached = cacheFn();
  entries.set(key, cached);
  onCacheEffect?.(cached);
  return cached;
}

const builtTokens = new Map<string, object>();

/** The build's derivative tokens (webpack/antdStyles/extract.tsx), by cssinjs's cache key. */
export function registerBuiltTokens(tokens: Record<string, object>): void {
  for (const [key, token] of Object.entries(tokens)) builtTokens.set(key, token);
}

/**
 * In place of antd computing the theme's derivative token from the seed tokens: the build
 * computed it in Node with the same antd, and names it by what it was computed from (`keyPath`:
 * the salt, which carries antd's version, the theme's id, and the flattened seed and override
 * tokens). A key the build did not see, such as another theme's, is computed as before.
 */
export function builtDerivativeToken(keyPath: readonly unknown[]): object | undefined {
  return builtTokens.get(keyPath.join('%'));
}
