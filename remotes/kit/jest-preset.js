const { join } = require('node:path');

const testing = join(__dirname, '..', '..', 'shared-contracts', 'src', 'testing');

/**
 * The jest setup every screen package shares: jsdom with the platform's fetch classes (so RTK Query's
 * fetchBaseQuery runs as in a browser), TypeScript and JSX through swc, antd's ES-module dependencies
 * compiled, and the DOM setup (jest-dom matchers, the browser APIs jsdom leaves out).
 * A package's jest.config.js is `module.exports = { ...require('@duesflow/remote-kit/jest-preset') }`.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: join(testing, 'jsdom-environment.js'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // A few of antd's dependencies ship only ES modules; compile those too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)'],
  // Bundles import antd's ES modules by path (`antd/es/locale/en_GB`, lazy `antd/es/result`), as the build's
  // import transform does; under jest the same modules come from antd's CommonJS build.
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
  // antd renders slowly under jsdom; a generous per-test budget keeps slow machines from flaking.
  testTimeout: 30000,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [join(testing, 'dom-setup.ts')],
};
