import type { LoaderContext } from 'webpack';
import { findHookCalls, mayMakeStyleHooks } from './hookCalls';
import { RUNTIME_CUTS } from './runtimeCuts';
import { hookStylesheets, STYLE_INPUTS } from './stylesheets';

/**
 * A webpack loader for antd's own modules (antd/es/**, @ant-design/cssinjs-utils/es/**), the other
 * half of extract.tsx. A module that makes style hooks gets, in their place:
 * - an import of each hook's build-time CSS, so the CSS travels in the component's chunk and goes
 *   into the page as the module first runs, before any component renders;
 * - an empty style function: with `zeroRuntime` the hook never calls it, and without a caller the
 *   minifier drops the style code (about as many bytes as the CSS it stands for).
 * antd's resets (`Shared`, the icons') go with the module every style hook is made by.
 */

const RESETS = ['Shared', 'ant-design-icons'];
const RESETS_OWNER = /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
/** A hook whose name is not written out in its call: the build cannot tell which CSS is its. */
const UNNAMED = '<unnamed>';

export default function antdStyleLoader(this: LoaderContext<unknown>, source: string): string {
  const cut = RUNTIME_CUTS.find((candidate) => candidate.module.test(this.resourcePath));
  if (cut) {
    if (source.includes(cut.from)) return source.replace(cut.from, cut.to);
    this.emitWarning(new Error(`antd's run-time styles stay in the bundle: "${cut.from}" not found`));
    return source;
  }

  const ownsResets = RESETS_OWNER.test(this.resourcePath);
  if (!ownsResets && !mayMakeStyleHooks(source)) return source;
  STYLE_INPUTS.forEach((input) => this.addDependency(input));

  const stylesheets = hookStylesheets();
  const calls = findHookCalls(this.resourcePath, source);
  const hooks = [...new Set([...(ownsResets ? RESETS : []), ...calls.map((call) => call.hook ?? UNNAMED)])];
  const missing = hooks.filter((hook) => !stylesheets.has(hook));
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
  const imports = hooks.map((hook) => `import ${JSON.stringify(stylesheets.get(hook))};\n`).join('');
  return imports + body;
}
