/**
 * The kit's jest preset, as every screen package uses it; the shell's tests also expect each test to
 * start with fresh mock call records.
 * @type {import('jest').Config}
 */
module.exports = { ...require('@duesflow/remote-kit/jest-preset'), clearMocks: true };
