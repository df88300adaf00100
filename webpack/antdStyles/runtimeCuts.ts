import path from 'node:path';
import type { BuiltStyles } from './stylesheets';

/**
 * Every antd component in the bundle renders under `staticTheme` (zeroRuntime: the provider in
 * src/lib/antd, around the pages, the message holder and the QA tools). What antd would do in the
 * browser for a theme that may change is then dead or needless work:
 * - two places keep its style engine (cssinjs's `useStyleRegister`, stylis) in the bundle; cut, it
 *   leaves 5 KB brotli off `antd-runtime`, which every antd page loads;
 * - each component declared its CSS variables on first render and kept the theme's and its own
 *   in a cache run through React hooks and effects (src/lib/antd/staticStyles.ts): about
 *   100 ms of /home's main thread at 4× CPU;
 * - the theme's derivative token, computed from the seed tokens on the first antd render (colour
 *   palettes, aliases), was about 25 ms of the first render's task on /home at 8× CPU (the theme
 *   cache's entries took 44–75 ms there, 29–42 ms since): the build computes the same with the
 *   same antd (extract.tsx), and the browser takes it by its cache key. It costs 2.5 KB brotli.
 */
interface RuntimeEdit {
  /** What the module says, exactly; a release of antd that says it otherwise gets a warning. */
  from: string;
  to: string;
}

interface RuntimeCut {
  module: RegExp;
  edits: RuntimeEdit[];
  /** Names the edited module then takes from staticStyles.ts. */
  imports?: string[];
  /** Code the edited module runs first, made from the build-time styles. */
  prelude?: (styles: BuiltStyles) => string;
}

export const STATIC_STYLES = path.resolve(__dirname, '..', '..', 'src', 'lib', 'antd', 'staticStyles.ts');

const CSSINJS_HOOK = (name: string) =>
  new RegExp(`[\\\\/]@ant-design[\\\\/]cssinjs[\\\\/]es[\\\\/]hooks[\\\\/]${name}\\.js$`);

export const RUNTIME_CUTS: RuntimeCut[] = [
  {
    module: /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
    edits: [
      // The hook's early return under zeroRuntime, made unconditional: the rest registers styles.
      { from: 'if (memoizedZeroRuntime) {', to: 'if (true) {' },
      // A component whose variables came with its build-time CSS declares none. The call left is
      // free of React state (below, and useContext), so making it conditional is safe.
      {
        from: 'useCSSVarRegister({',
        to: 'hasBuiltCssVars(component, cssVar.key, rootCls) || useCSSVarRegister({',
      },
    ],
    imports: ['hasBuiltCssVars'],
  },
  {
    // The provider's reset of icon styles, made at build time with antd's reset (`Shared`).
    module: /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
    edits: [{ from: 'return useStyleRegister(', to: 'return; useStyleRegister(' }],
  },
  {
    // The theme: computed once (by the build, when the key is the app theme's), its variables put
    // in once, never counted or removed.
    module: CSSINJS_HOOK('useCacheToken'),
    edits: [
      { from: 'useGlobalCache(TOKEN_PREFIX,', to: 'staticGlobalCache(TOKEN_PREFIX,' },
      {
        from: 'const mergedDerivativeToken = compute ? compute(mergedToken, override, theme) : getComputedToken(mergedToken, override, theme, formatToken);',
        to: 'const mergedDerivativeToken = builtDerivativeToken([salt, theme.id, tokenStr, overrideTokenStr]) ?? (compute ? compute(mergedToken, override, theme) : getComputedToken(mergedToken, override, theme, formatToken));',
      },
    ],
    imports: ['staticGlobalCache', 'builtDerivativeToken', 'registerBuiltTokens'],
    // JSON.parse of a string is quicker for V8 than reading the same object as code.
    prelude: (styles) =>
      `registerBuiltTokens(JSON.parse(${JSON.stringify(JSON.stringify(styles.derivativeTokens))}));\n`,
  },
  {
    // A component's variables the build did not write: the same, once per component and class.
    module: CSSINJS_HOOK('useCSSVarRegister'),
    edits: [{ from: 'useGlobalCache(CSS_VAR_PREFIX,', to: 'staticGlobalCache(CSS_VAR_PREFIX,' }],
    imports: ['staticGlobalCache'],
  },
];

/**
 * `source` with the cut's edits made, and its prelude made from `styles` (asked for only by a cut
 * that has one); `missing` lists the edits whose text was not found.
 */
export function applyCut(
  cut: RuntimeCut,
  source: string,
  styles: () => BuiltStyles,
): { source: string; missing: string[] } {
  const missing = cut.edits.filter((edit) => !source.includes(edit.from)).map((edit) => edit.from);
  const edited = cut.edits.reduce((text, edit) => text.replace(edit.from, edit.to), source);
  const imports = cut.imports
    ? `import { ${cut.imports.join(', ')} } from ${JSON.stringify(STATIC_STYLES)};\n`
    : '';
  const prelude = cut.prelude?.(styles()) ?? '';
  return { source: imports + prelude + edited, missing };
}
