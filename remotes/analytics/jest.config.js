/** @type {import('jest').Config} */
module.exports = { ...require('@duesflow/remote-kit/jest-preset') };
