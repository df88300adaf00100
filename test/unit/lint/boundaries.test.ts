import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../..');
// The project's own config, loaded here: ESLint's loader imports it dynamically, which Jest's
// CommonJS runtime cannot do.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(root, 'eslint.config.js')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? '') || message.fatal)
    .map((message) => message.message);
}

// Each import names a real file, so the resolver finds it and the zone, not a typo, decides.
const violations: Array<[zone: string, file: string, code: string, expected: RegExp]> = [
  [
    'a feature reaching into another feature',
    'src/features/entry/Probe.tsx',
    "export { LoginForm } from '../account/LoginForm';",
    /entered only through its index\.ts/,
  ],
  [
    'a feature importing the app',
    'src/features/home/Probe.tsx',
    "export { appMessages } from '../../app/messages';",
    /Features never import the app/,
  ],
  [
    'shared components importing a feature',
    'src/components/Probe.tsx',
    "export { homeRoutes } from '../features/home';",
    /Shared code/,
  ],
  [
    'shared lib importing the app',
    'src/lib/Probe.ts',
    "export { appRoutes } from '../app/router';",
    /Shared code/,
  ],
  [
    'the app reaching into a feature',
    'src/app/Probe.tsx',
    "export { MessageBell } from '../features/messages/MessageBell';",
    /The app enters a feature only through its index\.ts/,
  ],
  [
    'a lazily loaded page of another feature',
    'src/features/home/Probe.tsx',
    "export const load = () => import('../courses/MyCoursePage');",
    /entered only through its index\.ts/,
  ],
  [
    'the store importing the browser app',
    'store/probe.ts',
    "export { page } from '../src/lib/routes';",
    /store\/ never/,
  ],
  [
    'a machine importing the store',
    'machines/probe.ts',
    "export { makeStore } from '../store';",
    /machines\/ build on core/,
  ],
  [
    'a machine importing the browser app',
    'machines/probe.ts',
    "export { page } from '../src/lib/routes';",
    /machines\/ build on core/,
  ],
  [
    'core importing the store',
    'core/probe.ts',
    "export { makeStore } from '../store';",
    /core\/ imports nothing/,
  ],
];

describe('import boundaries (npm run lint)', () => {
  it.each(violations)('rejects %s', async (_zone, file, code, expected) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
  });

  it.each([
    [
      'a feature using another through its index.ts',
      'src/features/entry/Probe.tsx',
      "export { LoginForm } from '../account';",
    ],
    [
      'a feature using its own files',
      'src/features/account/Probe.tsx',
      "export { LoginForm } from './LoginForm';",
    ],
    [
      'a feature using shared code',
      'src/features/home/Probe.tsx',
      "export { SectionCard } from '../../components/sections';",
    ],
    ['the app composing features', 'src/app/Probe.tsx', "export { homeRoutes } from '../features/home';"],
    [
      'shared code using shared code',
      'src/components/Probe.tsx',
      "export { ruleOf } from '../lib/formRules';",
    ],
    ['a machine using core', 'machines/probe.ts', "export { PLATFORM_NAME } from '../core/format';"],
  ])('allows %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
