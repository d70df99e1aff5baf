// A browser test's own time limit, also when the browser suite runs in one jest run with the unit tests
// (there, a project's `testTimeout` does not apply: jest reads it only from the run's own config).
jest.setTimeout(90_000);
