/**
 * Every antd component in the bundle renders under `staticTheme` (zeroRuntime: the provider in
 * src/lib/antd, around the pages, the message holder and the QA tools). What antd would do to make
 * styles in the browser is then dead code, and two places keep its engine (cssinjs's
 * `useStyleRegister`, stylis) in the bundle. Cut, it leaves: 5 KB brotli off `antd-runtime`, which
 * every antd page loads.
 */
interface RuntimeCut {
  module: RegExp;
  /** What the module says, exactly; a release of antd that says it otherwise gets a warning. */
  from: string;
  to: string;
}

export const RUNTIME_CUTS: RuntimeCut[] = [
  {
    // The hook's early return under zeroRuntime, made unconditional: the rest registers styles.
    module: /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
    from: 'if (memoizedZeroRuntime) {',
    to: 'if (true) {',
  },
  {
    // The provider's reset of icon styles, made at build time with antd's reset (`Shared`).
    module: /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
    from: 'return useStyleRegister(',
    to: 'return; useStyleRegister(',
  },
];
