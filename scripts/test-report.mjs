// Reads Playwright's JSON report for scripts/test-all.mjs: the counts, and the tests that passed
// only on a retry (Playwright calls them "flaky").
import { stripVTControlCharacters } from 'node:util';

/** Every test of the report (one per project), with the file and titles that name it. */
function* testsOf(report) {
  function* walk(suite, titles) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file: spec.file, titles: [...inner, spec.title], test };
    for (const child of suite.suites ?? []) yield* walk(child, inner);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, []);
}

export function countsOfPlaywright(report) {
  const counts = { files: report.suites?.length ?? 0, passed: 0, flaky: 0, failed: 0, skipped: 0 };
  for (const { test } of testsOf(report)) {
    if (test.status === 'expected') counts.passed++;
    else if (test.status === 'flaky') counts.flaky++;
    else if (test.status === 'skipped') counts.skipped++;
    else counts.failed++;
  }
  return counts;
}

export function retriedPlaywrightTests(report) {
  return [...testsOf(report)]
    .filter(({ test }) => test.status === 'flaky')
    .map(({ file, titles, test }) => {
      const first = test.results.find((r) => r.retry === 0);
      const why = first?.error?.message?.split('\n')[0] ?? first?.status ?? '';
      return `Playwright [${test.projectName}] ${file} › ${titles.join(' › ')} (first try: ${stripVTControlCharacters(why)})`;
    });
}

/** The failed tests, with the first line of their last error: CI shows only the run's tail. */
export function failedPlaywrightTests(report) {
  return [...testsOf(report)]
    .filter(({ test }) => !['expected', 'flaky', 'skipped'].includes(test.status))
    .map(({ file, titles, test }) => {
      const last = test.results.at(-1);
      const why = last?.error?.message?.split('\n')[0] ?? last?.status ?? '';
      return `Playwright [${test.projectName}] ${file} › ${titles.join(' › ')} (${stripVTControlCharacters(why)})`;
    });
}
