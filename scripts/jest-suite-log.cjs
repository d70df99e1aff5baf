// A jest reporter that appends one line per finished test file to SUITE_LOG (JSON lines), as the file
// finishes. jest writes its own JSON report only at the very end: if the jest process dies half-way,
// `npm test` still knows every file that had reported, and counts the death as one more failure.
const { appendFileSync } = require('node:fs');

class SuiteLog {
  constructor(_globalConfig, options = {}) {
    this.file = options.file || process.env.SUITE_LOG;
  }

  onTestFileResult(test, result) {
    if (!this.file) return;
    const line = {
      path: test.path,
      passed: result.numPassingTests,
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
      seconds: Math.round((result.perfStats.end - result.perfStats.start) / 100) / 10,
    };
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}

module.exports = SuiteLog;
