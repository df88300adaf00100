import type { LoaderContext } from 'webpack';
import { findHookCalls, mayMakeStyleHooks } from './hookCalls';
import { applyCut, RUNTIME_CUTS, STATIC_STYLES } from './runtimeCuts';
import { builtStyles, STYLE_INPUTS } from './stylesheets';

/**
 * A webpack loader for antd's own modules (antd/es/**, and @ant-design/cssinjs's and cssinjs-utils'
 * es/**), the other half of extract.tsx. A module that makes style hooks gets, in their place:
 * - its hooks' build-time CSS, and the CSS variables of the components they style, handed to
 *   `insertBuiltStyles` (src/lib/antd/staticStyles.ts) as the module first runs: the CSS travels in
 *   the component's chunk and goes into the page before any component renders, and the component
 *   declares no variables in the browser;
 * - an empty style function: with `zeroRuntime` the hook never calls it, and without a caller the
 *   minifier drops the style code (about as many bytes as the CSS it stands for).
 * antd's resets (`Shared`, the icons') go with the module every style hook is made by. A module
 * of antd's style engine named in runtimeCuts.ts gets its edits instead (and, for the theme's
 * token, the build's).
 */

const RESETS = ['Shared', 'ant-design-icons'];
const RESETS_OWNER = /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
/** A hook whose name is not written out in its call: the build cannot tell which CSS is its. */
const UNNAMED = '<unnamed>';

export default function antdStyleLoader(this: LoaderContext<unknown>, source: string): string {
  const cut = RUNTIME_CUTS.find((candidate) => candidate.module.test(this.resourcePath));
  if (cut) {
    const edited = applyCut(cut, source, () => {
      STYLE_INPUTS.forEach((input) => this.addDependency(input));
      return builtStyles();
    });
    if (edited.missing.length === 0) return edited.source;
    this.emitWarning(
      new Error(`antd's run-time styles stay as they are: "${edited.missing.join('", "')}" not found`),
    );
    return source;
  }

  const ownsResets = RESETS_OWNER.test(this.resourcePath);
  if (!ownsResets && !mayMakeStyleHooks(source)) return source;
  STYLE_INPUTS.forEach((input) => this.addDependency(input));

  const styles = builtStyles();
  const calls = findHookCalls(this.resourcePath, source);
  const hooks = [...new Set([...(ownsResets ? RESETS : []), ...calls.map((call) => call.hook ?? UNNAMED)])];
  const missing = hooks.filter((hook) => !styles.hooks.has(hook));
  if (missing.length > 0) {
    // Without its CSS the component would render unstyled: the build stops instead.
    this.emitError(
      new Error(
        `antd style hook ${missing.join(', ')} has no build-time CSS: render the component that ` +
          'uses it in webpack/antdStyles/catalog.tsx',
      ),
    );
    return source;
  }

  // From the last to the first, so the places of those before stay where they were.
  let body = source;
  for (const { styleFn } of [...calls].sort((a, b) => b.styleFn.start - a.styleFn.start))
    body = `${body.slice(0, styleFn.start)}() => []${body.slice(styleFn.end)}`;

  // Only a hook made by genStyleHooks declares its component's variables.
  const components = new Set(
    calls.flatMap((call) => (call.declaresCssVars && call.hook ? [hookComponent(call.hook)] : [])),
  );
  const cssVars = [...components].flatMap((component) => styles.cssVars.get(component) ?? []);
  const css = [...hooks.map((hook) => styles.hooks.get(hook)), ...cssVars.map((vars) => vars.css)].join('');
  const keys = cssVars.flatMap((vars) => vars.keys);
  return (
    `import { insertBuiltStyles } from ${JSON.stringify(STATIC_STYLES)};\n` +
    `insertBuiltStyles(${JSON.stringify(css)}${keys.length > 0 ? `, ${JSON.stringify(keys)}` : ''});\n` +
    body
  );
}

/** `Button` for `Button-Button`, `Input` for `Input-OTP`: whose variables a hook declares. */
function hookComponent(hook: string): string {
  return hook.split('-')[0];
}
