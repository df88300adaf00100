// ESLint flat config. CommonJS because the package has no "type": "module".
// Syntax-only rules (no type information) so `npx eslint .` stays fast enough to run on every change.
const { readdirSync } = require('node:fs');
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
      {
        regex: intoFolder('tools'),
        message: 'tools/ makes committed files at build time; the server never imports it.',
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

const FEATURES = readdirSync(`${__dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public file, relative to src/features: the one way in from outside the feature. */
const publicEntries = FEATURES.map((feature) => `./${feature}/index.ts`);

/**
 * Which way imports flow, kept by the linter rather than by memory: inside src/, shared code
 * (components, lib) → features → app, and a feature is entered only through its index.ts; store and
 * machines never reach into the browser app, machines not into the store.
 */
const boundaryZones = [
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib) never imports a feature or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app; move what they share to src/components or src/lib.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...publicEntries],
    message: 'Another feature is entered only through its index.ts; import what it exports there.',
  })),
  {
    target: './src/app',
    from: './src/features',
    except: publicEntries,
    message: 'The app enters a feature only through its index.ts.',
  },
  { target: './store', from: './src', message: 'store/ never imports the browser app.' },
  {
    target: './machines',
    from: ['./store', './src'],
    message: 'machines/ build on core/ only: no store, no browser app.',
  },
];

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

  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: boundaryZones }] },
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
  // A landed migration must create the same schema on every run, so it builds only on Kysely and
  // its frozen helpers, never on code that keeps changing (server/db/migrations/README.md).
  {
    files: ['server/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...layering.server.patterns,
            { regex: '^\\.\\./', message: 'A migration imports only Kysely and ./helpers/ (frozen copies).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', layering.client] },
  },
]);
