// A Vitest reporter for scripts/test-all.mjs: writes the counts and the tests that passed only on
// a retry (Vitest's own JSON report leaves retries out) and the failed ones with their first error
// line to $VITEST_RETRIED_REPORT.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  onTestRunEnd(testModules) {
    const counts = { files: testModules.length, passed: 0, failed: 0, skipped: 0 };
    const retried = [];
    const failures = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') {
          counts.failed++;
          const why = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
          failures.push(`Vitest ${relative(process.cwd(), module.moduleId)} › ${test.fullName} (${why})`);
        } else counts.skipped++;
        const diagnostic = test.diagnostic();
        if (state === 'passed' && diagnostic && diagnostic.retryCount > 0) {
          retried.push(`Vitest ${relative(process.cwd(), module.moduleId)} › ${test.fullName} (passed on retry ${diagnostic.retryCount})`);
        }
      }
    }
    if (process.env.VITEST_RETRIED_REPORT) writeFileSync(process.env.VITEST_RETRIED_REPORT, JSON.stringify({ counts, retried, failures }));
  }
}
