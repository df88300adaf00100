import path from 'node:path';

/**
 * Every antd component in the bundle renders under `staticTheme` (zeroRuntime: the provider in
 * src/lib/antd, around the pages, the message holder and the QA tools). What antd would do in the
 * browser for a theme that may change is then dead or needless work:
 * - two places keep its style engine (cssinjs's `useStyleRegister`, stylis) in the bundle; cut, it
 *   leaves 5 KB brotli off `antd-runtime`, which every antd page loads;
 * - each component declared its CSS variables on first render and kept the theme's and its own
 *   in a cache run through React hooks and effects (src/lib/antd/staticStyles.ts): about
 *   100 ms of /home's main thread at 4× CPU.
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
    // The theme: computed once, its variables put in once, never counted or removed.
    module: CSSINJS_HOOK('useCacheToken'),
    edits: [{ from: 'useGlobalCache(TOKEN_PREFIX,', to: 'staticGlobalCache(TOKEN_PREFIX,' }],
    imports: ['staticGlobalCache'],
  },
  {
    // A component's variables the build did not write: the same, once per component and class.
    module: CSSINJS_HOOK('useCSSVarRegister'),
    edits: [{ from: 'useGlobalCache(CSS_VAR_PREFIX,', to: 'staticGlobalCache(CSS_VAR_PREFIX,' }],
    imports: ['staticGlobalCache'],
  },
];

/** `source` with the cut's edits made; `missing` lists those whose text was not found. */
export function applyCut(cut: RuntimeCut, source: string): { source: string; missing: string[] } {
  const missing = cut.edits.filter((edit) => !source.includes(edit.from)).map((edit) => edit.from);
  const edited = cut.edits.reduce((text, edit) => text.replace(edit.from, edit.to), source);
  const imports = cut.imports
    ? `import { ${cut.imports.join(', ')} } from ${JSON.stringify(STATIC_STYLES)};\n`
    : '';
  return { source: imports + edited, missing };
}
