// Three projects so each suite runs in the environment its subject lives in.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
// ESM-only packages pulled in by server and router code.
const esmOnly = ['content-disposition', 'cookie', 'js-md5'].join('|');
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: { '\\.(css|less)$': '<rootDir>/test/helpers/styleStub.js' },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
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
      maxWorkers: 2,
    },
  ],
};
