/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/../shared-contracts/src/testing/jsdom-environment.js',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // A few of antd's dependencies ship only ES modules; compile those too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../shared-contracts/src/testing/dom-setup.ts'],
  clearMocks: true,
  testTimeout: 15000,
};
