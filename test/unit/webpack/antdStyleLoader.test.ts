import fs from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import antdStyleLoader from '../../../webpack/antdStyles/styleLoader';

const antdEs = path.dirname(require.resolve('antd/es/index.js'));

interface Run {
  output: string;
  errors: Error[];
  /** The CSS each import of the output names. */
  stylesheets: string[];
}

/** Runs the loader on `source` as if webpack had read it from `resourcePath`. */
function load(resourcePath: string, source = fs.readFileSync(resourcePath, 'utf8')): Run {
  const errors: Error[] = [];
  const context = {
    resourcePath,
    addDependency: () => undefined,
    emitError: (error: Error) => errors.push(error),
  } as unknown as LoaderContext<unknown>;
  const output = antdStyleLoader.call(context, source);
  const stylesheets = [...output.matchAll(/^import "(.+\.css)";$/gm)].map((match) =>
    fs.readFileSync(match[1], 'utf8'),
  );
  return { output, errors, stylesheets };
}

describe("antd's styles made at build time (webpack/antdStyles)", () => {
  test("a style module brings its component's CSS and leaves its style function empty", () => {
    const { output, errors, stylesheets } = load(path.join(antdEs, 'button', 'style', 'index.js'));
    expect(errors).toEqual([]);
    expect(stylesheets).toHaveLength(1);
    // Unhashed, over antd's variables: the theme's values arrive at run time.
    expect(stylesheets[0]).toMatch(/(^|\})\.ant-btn\{[^}]*font-weight:var\(--ant-button-font-weight\)/);
    expect(output).toContain("genStyleHooks('Button', () => []");
    // The default-token function stays: antd still declares the component's variables with it.
    expect(output).toContain('prepareComponentToken');
  });

  test('a module with several hooks imports the CSS of each, once, in the order they are made', () => {
    const input = load(path.join(antdEs, 'input', 'style', 'index.js'));
    expect(input.stylesheets).toHaveLength(2);
    expect(input.stylesheets[0]).toMatch(/^\.ant-input\{/);
    expect(input.stylesheets[1]).toMatch(/^\.ant-input-css-var\{/);
    // Rows and columns are two hooks of one name: one file holds both prefixes.
    const grid = load(path.join(antdEs, 'grid', 'style', 'index.js'));
    expect(grid.stylesheets).toHaveLength(1);
    expect(grid.stylesheets[0]).toContain('.ant-row{');
    expect(grid.stylesheets[0]).toContain('.ant-col{');
  });

  test("antd's resets go with the module every style hook is made by", () => {
    const { stylesheets } = load(path.join(antdEs, 'theme', 'util', 'genStyleUtils.js'));
    expect(stylesheets).toHaveLength(2);
    expect(stylesheets[0]).toMatch(/^a\{color:var\(--ant-color-link\)/);
    expect(stylesheets[1]).toMatch(/^\.anticon\{display:inline-flex/);
  });

  test("the run-time style engine's last callers are cut", () => {
    const utils = require.resolve('@ant-design/cssinjs-utils/es/util/genStyleUtils.js');
    expect(load(utils).output).toContain('if (true) {\n        return hashId;');
    const icons = load(path.join(antdEs, 'theme', 'util', 'useResetIconStyle.js'));
    expect(icons.output).toContain('return; useStyleRegister(');
    expect(icons.errors).toEqual([]);
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
