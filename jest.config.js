// Three projects so each suite runs in the environment its subject lives in.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
// ESM-only packages pulled in by server and router code.
const esmOnly = ['content-disposition', 'cookie', 'js-md5'].join('|');
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/test/helpers/styleStub.js',
    // @ant-design/icons' CommonJS build requires this ES module; use the package's CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  // Each API suite starts the real server on a fresh, migrated and seeded database: about 1-2 s
  // when idle, several times that on a loaded machine, past Jest's 5 s default for hooks. Jest
  // reads this from the top level only; a project's own testTimeout is ignored.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/ui/**/*.test.tsx'],
      setupFiles: ['jest-canvas-mock'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/setupDom.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
    },
  ],
};
