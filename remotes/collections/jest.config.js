/** @type {import('jest').Config} */
module.exports = {
  // jsdom plus the platform's fetch classes, so RTK Query's fetchBaseQuery runs as in a browser.
  testEnvironment: '<rootDir>/../../shared-contracts/src/testing/jsdom-environment.js',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // A few of antd's dependencies ship only ES modules; compile those too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)'],
  // antd renders slowly under jsdom; a generous per-test budget keeps slow machines from flaking.
  testTimeout: 30000,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../../shared-contracts/src/testing/dom-setup.ts'],
};
