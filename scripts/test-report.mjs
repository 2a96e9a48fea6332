// Reads the runners' JSON reports for scripts/test-all.mjs (Playwright's, and the three Vitest runs'
// written by vitest-retried-reporter.mjs) and prints the counts, the tests that passed only on a
// retry (Playwright calls them "flaky") and the failed ones.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * Prints the counts of both runners, every test that passed only on a retry, every failed test, and
 * one plain closing line of both together in the form CI reads ('N passed, N failed').
 */
export function printTests(vitestReports, playwrightReport) {
  const vitest = sumVitest(vitestReports.map(readJson));
  const playwright = readJson(playwrightReport);
  const playwrightCounts = playwright && countsOfPlaywright(playwright);
  console.log('\nTests');
  if (vitest.counts) {
    const { files, passed, failed, skipped } = vitest.counts;
    console.log(`  Vitest     ${files} files: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
  if (playwrightCounts) {
    const { files, passed, flaky, failed, skipped } = playwrightCounts;
    console.log(`  Playwright ${files} files: ${passed} passed, ${flaky} flaky, ${failed} failed, ${skipped} skipped`);
  }

  const retried = [...vitest.retried, ...(playwright ? retriedPlaywrightTests(playwright) : [])];
  if (retried.length > 0) {
    console.log(`\n⚠ ${retried.length} test(s) passed only on a retry (flaky: fix them, do not get used to them):`);
    for (const line of retried) console.log(`  ${line}`);
  } else {
    console.log('\nNo test needed a retry.');
  }

  const failures = [...(vitest.failures ?? []), ...(playwright ? failedPlaywrightTests(playwright) : [])];
  if (failures.length > 0) {
    console.log(`\n✗ ${failures.length} test(s) failed:`);
    for (const line of failures) console.log(`  ${line}`);
  }

  const sums = { passed: 0, failed: 0, skipped: 0 };
  for (const counts of [vitest.counts, playwrightCounts].filter(Boolean)) {
    sums.passed += counts.passed + (counts.flaky ?? 0);
    sums.failed += counts.failed;
    sums.skipped += counts.skipped;
  }
  console.log(`\nTotal: ${sums.passed} passed, ${sums.failed} failed, ${sums.skipped} skipped`);
}

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

/** The Vitest runs' reports as one: counts added, lists joined; counts null when neither wrote one. */
function sumVitest(reports) {
  const found = reports.filter(Boolean);
  const counts = found.length
    ? found.reduce(
        (sum, { counts: c }) => ({
          files: sum.files + c.files,
          passed: sum.passed + c.passed,
          failed: sum.failed + c.failed,
          skipped: sum.skipped + c.skipped,
        }),
        { files: 0, passed: 0, failed: 0, skipped: 0 },
      )
    : null;
  return { counts, retried: found.flatMap((r) => r.retried), failures: found.flatMap((r) => r.failures) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
