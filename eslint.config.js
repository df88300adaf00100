// ESLint flat config. CommonJS because the package has no "type": "module".
// Syntax-only rules (no type information) so `npx eslint .` stays fast enough to run on every change.
const { builtinModules } = require('node:module');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { defineConfig } = require('eslint/config');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

// Relative imports climbing into another top-level folder, e.g. '../server/app' or '../../src/x'.
// Top-level folder names are not reused inside another folder, so matching the name is enough.
const intoFolder = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const CORE_PURE = 'core/ is shared by the browser and the server: no React, antd or Node built-ins.';

/** The layering of DESIGN.md: core ← store/machines ← src; core ← server. */
const layering = {
  core: {
    paths: ['react', 'react-dom', 'antd'].map((name) => ({ name, message: CORE_PURE })),
    patterns: [
      {
        group: ['react/*', 'react-dom/*', 'antd/*', '@ant-design/*', 'node:*', ...builtinModules],
        message: CORE_PURE,
      },
      {
        regex: intoFolder('server', 'src', 'store', 'machines'),
        message: 'core/ imports nothing from the app layers above it.',
      },
    ],
  },
  server: {
    patterns: [
      {
        regex: intoFolder('src', 'store', 'machines'),
        message: 'The server never imports browser code; share through core/.',
      },
    ],
  },
  client: {
    patterns: [
      {
        regex: intoFolder('server'),
        message: 'Browser code never imports the server; share through core/.',
      },
    ],
  },
};

/** What the plain scripts under public/ use of the browser (no bundler, no `globals` package). */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'location',
  'history',
  'fetch',
  'FormData',
  'URLSearchParams',
  'setTimeout',
  'clearTimeout',
  'console',
];

const commonJsGlobals = {
  require: 'readonly',
  module: 'writable',
  exports: 'writable',
  __dirname: 'readonly',
  __filename: 'readonly',
  process: 'readonly',
  console: 'readonly',
};

module.exports = defineConfig([
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'coverage/'] },

  js.configs.recommended,
  tseslint.configs.strict,

  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `_`-prefixed names mark deliberately unused parameters (callbacks with a fixed signature).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // tsconfig uses extensionless relative imports; this resolver tries the TypeScript extensions.
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // Config files and small CommonJS helpers (jest config, style stub).
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: commonJsGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Plain browser scripts served as they are from public/ (e.g. the Scratch editor's host page).
  {
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(BROWSER_GLOBALS.map((name) => [name, 'readonly'])),
    },
  },

  // RTK Query and XState declare argument-less calls as `build.query<Result, void>`; that idiom is
  // what makes `useGetStudentInfoQuery()` callable without an argument, so it is not an error there.
  {
    files: ['store/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },

  // Tests build broken requests on purpose, e.g. by deleting one header at a time.
  { files: ['test/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-dynamic-delete': 'off' } },

  { files: ['core/**/*.ts'], rules: { 'no-restricted-imports': ['error', layering.core] } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', layering.server] } },
  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', layering.client] },
  },
]);
