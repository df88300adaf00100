import fs from 'node:fs';
import path from 'node:path';
import { theme, version } from 'antd';
import type { LoaderContext } from 'webpack';
import { staticTheme } from '../../../src/lib/antd/theme';
import antdStyleLoader from '../../../webpack/antdStyles/styleLoader';

const antdEs = path.dirname(require.resolve('antd/es/index.js'));

interface Run {
  output: string;
  errors: Error[];
  warnings: Error[];
  /** The CSS the output puts into the page, and the keys of the components' variables in it. */
  inserted?: { css: string; cssVarKeys: string[] };
}

/** Runs the loader on `source` as if webpack had read it from `resourcePath`. */
function load(resourcePath: string, source = fs.readFileSync(resourcePath, 'utf8')): Run {
  const errors: Error[] = [];
  const warnings: Error[] = [];
  const context = {
    resourcePath,
    addDependency: () => undefined,
    emitError: (error: Error) => errors.push(error),
    emitWarning: (warning: Error) => warnings.push(warning),
  } as unknown as LoaderContext<unknown>;
  const output = antdStyleLoader.call(context, source);
  const call = /^insertBuiltStyles\((.*)\);$/m.exec(output);
  const [css, cssVarKeys = []] = call ? (JSON.parse(`[${call[1]}]`) as [string, string[]?]) : [];
  return { output, errors, warnings, inserted: css === undefined ? undefined : { css, cssVarKeys } };
}

describe("antd's styles made at build time (webpack/antdStyles)", () => {
  test("a style module brings its component's CSS and variables and leaves its style function empty", () => {
    const { output, errors, inserted } = load(path.join(antdEs, 'button', 'style', 'index.js'));
    expect(errors).toEqual([]);
    // Unhashed, over antd's variables: the theme's own values arrive at run time.
    expect(inserted?.css).toMatch(/(^|\})\.ant-btn\{[^}]*font-weight:var\(--ant-button-font-weight\)/);
    // The component's variables, with the app theme's values (Button: { fontWeight: 600 }).
    expect(inserted?.css).toContain('.css-var-app.ant-btn{');
    expect(inserted?.css).toContain('--ant-button-font-weight:600;');
    expect(inserted?.cssVarKeys).toEqual(['Button%css-var-app%ant-btn']);
    expect(output).toContain("genStyleHooks('Button', () => []");
    // The default-token function stays: a class the build wrote no variables for still gets them.
    expect(output).toContain('prepareComponentToken');
  });

  test('a module with several hooks brings the CSS of each, once, in the order they are made', () => {
    const input = load(path.join(antdEs, 'input', 'style', 'index.js'));
    expect(input.inserted?.css).toMatch(/^\.ant-input\{/);
    expect(input.inserted?.css.indexOf('.ant-input-css-var{')).toBeGreaterThan(0);
    // Rows and columns are two hooks of one name: one CSS holds both prefixes.
    const grid = load(path.join(antdEs, 'grid', 'style', 'index.js'));
    expect(grid.inserted?.css).toContain('.ant-row{');
    expect(grid.inserted?.css).toContain('.ant-col{');
  });

  test("a sub-style brings its CSS but not the component's variables, which its main hook declares", () => {
    const preset = load(path.join(antdEs, 'tag', 'style', 'presetCmp.js'));
    expect(preset.inserted?.css).toContain('.ant-tag-green');
    expect(preset.inserted?.css).not.toContain('.css-var-app');
    expect(preset.inserted?.cssVarKeys).toEqual([]);
  });

  test("antd's resets go with the module every style hook is made by", () => {
    const { inserted } = load(path.join(antdEs, 'theme', 'util', 'genStyleUtils.js'));
    expect(inserted?.css).toMatch(/^a\{color:var\(--ant-color-link\)/);
    expect(inserted?.css).toContain('.anticon{display:inline-flex');
  });

  test("the run-time style engine's last callers are cut, and the variables' cache made static", () => {
    const utils = load(require.resolve('@ant-design/cssinjs-utils/es/util/genStyleUtils.js'));
    expect(utils.output).toContain('if (true) {\n        return hashId;');
    expect(utils.output).toContain('hasBuiltCssVars(component, cssVar.key, rootCls) || useCSSVarRegister({');
    expect(utils.output).toMatch(/^import \{ hasBuiltCssVars \} from ".+staticStyles\.ts";$/m);
    const icons = load(path.join(antdEs, 'theme', 'util', 'useResetIconStyle.js'));
    expect(icons.output).toContain('return; useStyleRegister(');
    for (const hook of ['useCacheToken', 'useCSSVarRegister']) {
      const { output, warnings } = load(require.resolve(`@ant-design/cssinjs/es/hooks/${hook}.js`));
      expect(warnings).toEqual([]);
      expect(output).toMatch(/staticGlobalCache\((TOKEN|CSS_VAR)_PREFIX,/);
      expect(output).not.toMatch(/useGlobalCache\((TOKEN|CSS_VAR)_PREFIX,/);
    }
  });

  test("the theme's derivative token comes from the build: antd's own for the app theme, named as the browser asks", () => {
    const { output } = load(require.resolve('@ant-design/cssinjs/es/hooks/useCacheToken.js'));
    expect(output).toContain(
      'const mergedDerivativeToken = builtDerivativeToken([salt, theme.id, tokenStr, overrideTokenStr]) ?? (compute ?',
    );
    const registered = /^registerBuiltTokens\(JSON\.parse\((".*")\)\);$/m.exec(output);
    const tokens = JSON.parse(JSON.parse(registered?.[1] ?? '"{}"') as string) as Record<string, object>;
    // One: the app's provider. Its salt is antd's version, its theme antd's default (the first made).
    const [key, ...others] = Object.keys(tokens);
    expect(others).toEqual([]);
    expect(key).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}-%0%\\w+%\\w+$`));
    // What antd computes for the app theme, with the theme's component tokens as given.
    const global = tokens[key] as Record<string, unknown>;
    const design = theme.getDesignToken(staticTheme) as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(design)) expect([name, global[name]]).toEqual([name, value]);
    for (const [name, value] of Object.entries(staticTheme.components ?? {}))
      expect([name, global[name]]).toEqual([name, value]);
    expect(Object.keys(global)).toHaveLength(
      Object.keys(design).length + Object.keys(staticTheme.components ?? {}).length,
    );
  });

  test('a release of antd that says it otherwise keeps its own code, with a warning', () => {
    const resourcePath = require.resolve('@ant-design/cssinjs/es/hooks/useCacheToken.js');
    const source = 'export default function useCacheToken() { return useGlobalCache(PREFIX, []); }';
    const { output, warnings } = load(resourcePath, source);
    expect(output).toBe(source);
    // Every edit of the cut, or none: the token's is not made without the cache's.
    expect(warnings.map(String)).toEqual([
      expect.stringMatching(/"useGlobalCache\(TOKEN_PREFIX,", "const mergedDerivativeToken = .+" not found$/),
    ]);
  });

  test('a hook the catalog never rendered stops the build instead of drawing unstyled', () => {
    const resourcePath = path.join(antdEs, 'novel', 'style', 'index.js');
    const source = "export default genStyleHooks('Novel', (token) => [{ color: token.colorText }]);";
    const { output, errors } = load(resourcePath, source);
    expect(errors.map(String)).toEqual([
      expect.stringContaining('antd style hook Novel-Novel has no build-time CSS'),
    ]);
    expect(output).toBe(source);
  });

  test('a hook named only at run time stops the build too', () => {
    const resourcePath = path.join(antdEs, 'novel', 'style', 'index.js');
    const source = 'export default (name) => genStyleHooks(name, (token) => []);';
    expect(load(resourcePath, source).errors.map(String)).toEqual([
      expect.stringContaining('antd style hook <unnamed> has no build-time CSS'),
    ]);
  });

  test('a module that makes no style hook is left as it is', () => {
    const resourcePath = path.join(antdEs, 'button', 'index.js');
    const source = fs.readFileSync(resourcePath, 'utf8');
    expect(load(resourcePath, source).output).toBe(source);
  });
});
