// `npm test`: every check of the repository, with independent steps side by side, each step's
// duration and the total, the test counts, and every test that passed only on a retry (so
// flakiness is seen instead of hidden). Exits non-zero when any step fails.
//
// Why this order on a 2-core machine: two phases, each filling both cores. First Vitest (the web's
// component tests from the start, the server's unit and firebase-home projects once the builds are
// made) beside the type check, the lint, Prettier, the web build and the bundles of the server and
// CLIs the tests spawn; then Playwright beside Vitest's Firebase files.
// Most of Vitest's time is spent waiting on the servers and CLIs it starts, which the checks that
// only compute fill; they run at a low CPU priority (`nice -n 10`), so they take the idle moments
// without slowing a test that waits on its server (at 19 they starved: the type check took 9
// minutes on a machine busy with other work too).
// Playwright alone keeps only about 1.4 of the 2 cores busy, and Vitest's Firebase files ran one
// after the other at the end of a Vitest run that held everything after it (about 2 minutes of a
// core mostly idle): run in their own Vitest beside Playwright, they fill its idle moments. The
// whole of Vitest beside Playwright was tried twice: the load passed 20 and journeys timed out.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { childCpuSeconds, machineCpu } from './machine-cpu.mjs';
import { measureFloor, QUIET_FLOOR_SECONDS, RUN_FLOOR_SLOW_MS, startRunFloor } from './machine-floor.mjs';
import { printTests } from './test-report.mjs';
import { isWebBuildCurrent } from './web-build.mjs';

const root = join(import.meta.dirname, '..');
// TEST_REPORTS_DIR keeps the runners' JSON reports (per-test durations) for a look afterwards.
const keepReports = Boolean(process.env.TEST_REPORTS_DIR);
const reports = process.env.TEST_REPORTS_DIR ?? mkdtempSync(join(tmpdir(), 'school-test-all-'));
mkdirSync(reports, { recursive: true });
const playwrightReport = join(reports, 'playwright.json');
const vitestReports = [join(reports, 'vitest-web.json'), join(reports, 'vitest.json'), join(reports, 'vitest-firebase.json')];

// The web build without its own `tsc --noEmit`: the typecheck step already checks web/.
const webBuild = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8')).scripts.build.replace(
  /^tsc -p tsconfig\.json --noEmit && /,
  '',
);

/**
 * name → command, the steps it waits for, whether its output streams live (the long one), and
 * whether it is batch work that only computes (run at a low priority, see the top).
 */
/** One Vitest run of the given projects, writing its counts and retried tests to `report`. */
const vitestOf = (projects, report, after) => ({
  command: `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=./scripts/vitest-retried-reporter.mjs`,
  env: { VITEST_RETRIED_REPORT: report },
  // The deploy bundle and the Firebase tests carry the web's server build (web/dist-ssr).
  after,
});

const steps = {
  typecheck: { command: 'npm run typecheck', batch: true },
  format: { command: 'npm run format:check', batch: true },
  // Skipped when the last whole build is newer than every source of it (scripts/web-build.mjs), as
  // `npm start` and the runners' globalSetup do: a run after a change to the server or a test alone
  // does not build the same app again (about 15 CPU-seconds). A fresh clone always builds.
  'web build': isWebBuildCurrent()
    ? { skip: 'the last build is newer than all its sources' }
    : { command: webBuild, cwd: join(root, 'web') },
  'bundle budget': { command: 'node scripts/bundle-budget.mjs', after: ['web build'] },
  // The server's and the CLIs' bundles, which the tests spawn (scripts/embedded-build.mjs): made once
  // here, beside the web build, rather than by whichever runner's globalSetup comes first.
  'embedded build': { command: 'node scripts/embedded-build.mjs' },
  // Beside the type check from the start: neither builds a TypeScript 5 program any more (tsc is
  // TypeScript 7, and the typed rules run in oxlint's tsgolint: eslint.config.js), so there is no
  // memory to spare by waiting, and after the type check it no longer finished beside Vitest and ran
  // beside Playwright instead (660 s). (Beside Playwright, at its low priority, it starves.)
  // GOMAXPROCS=1: oxlint's type-aware half (tsgolint, in Go) then checks in one thread, 27 -> 16
  // CPU-seconds, as its threads went over the same types; alone on a free machine, threads are faster.
  lint: { command: 'npm run lint', batch: true, env: { GOMAXPROCS: '1' } },
  // The web's component tests need no build (Vite transforms the screens itself): from the start, on
  // their one worker (vitest.config.ts), beside the builds and the checks. In the same Vitest as the
  // server's tests they ran in a group before them, and that worker alone kept a core busy for
  // 40 s while the other waited (the server's tests must wait for the builds; these need not).
  'vitest web': vitestOf(['web'], vitestReports[0], []),
  vitest: vitestOf(['unit', 'firebase-home'], vitestReports[1], ['web build', 'embedded build']),
  'vitest firebase': vitestOf(['firebase'], vitestReports[2], ['web build', 'vitest']),
  playwright: {
    // One retry: a test that passes only on it is listed at the end instead of failing the run.
    command: 'npx playwright test --retries=1 --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    after: ['web build', 'embedded build', 'vitest web', 'vitest'],
    stream: true,
  },
};

const floorBefore = measureFloor();
const runFloor = startRunFloor();
const machineBefore = machineCpu();
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;
const results = new Map();

// A larger young generation for every Node process of the run (the runners, their workers, the
// servers and emulators the tests start, ESLint): fewer scavenges of the short-lived objects that
// requests and parsers make. ESLint over the repository used 8 % fewer CPU-seconds (65 -> 58, 70 -> 65),
// the hardening suites 5 to 15 %; each process may hold up to about 200 MB more, which 2 cores' worth
// of processes can spare. Chromium ignores it.
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');

function run(name) {
  const { command, cwd = root, env = {}, stream = false, batch = false, skip } = steps[name];
  const t0 = Date.now();
  if (skip) {
    console.log(`✓ ${name}: skipped (${skip})`);
    results.set(name, { ok: true, ms: 0, skipped: true });
    return Promise.resolve();
  }
  console.log(`▶ ${name} (at ${clock(t0 - started)}): ${command}`);
  return new Promise((resolve) => {
    const child = spawn(batch && process.platform !== 'win32' ? `nice -n 10 ${command}` : command, {
      cwd,
      shell: true,
      env: { ...process.env, NODE_OPTIONS, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk) => (stream ? process.stdout.write(chunk) : (output += chunk));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      // Output of side-by-side steps is kept whole and printed when the step ends, not interleaved.
      if (output) process.stdout.write(`\n── ${name} ──\n${output.trimEnd()}\n`);
      console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds(ms)}${code === 0 ? '' : ` (exit ${code})`}`);
      results.set(name, { ok: code === 0, ms });
      resolve();
    });
  });
}

// Each step starts as soon as the steps it waits for have ended (whatever their outcome: a lint
// error must not hide a failing test).
const running = new Map();
const start = (name) => {
  if (!running.has(name)) {
    const after = steps[name].after ?? [];
    running.set(
      name,
      Promise.all(after.map(start)).then(() => run(name)),
    );
  }
  return running.get(name);
};
await Promise.all(Object.keys(steps).map(start));

const total = Date.now() - started;
console.log('\nSteps');
for (const name of Object.keys(steps)) {
  const { ok, ms, skipped } = results.get(name);
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(14)} ${(skipped ? 'skipped' : seconds(ms)).padStart(9)}`);
}

printTests(vitestReports, playwrightReport);

const failed = [...results].filter(([, r]) => !r.ok).map(([name]) => name);
console.log(`npm test took ${clock(total)} (${seconds(total)})${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
// The same fixed work before and after the steps (scripts/machine-floor.mjs): how much slower than
// quiet this machine was, and what the run would have taken at the quiet speed the aim is set for.
const floor = (floorBefore + measureFloor()) / 2;
const slower = floor / QUIET_FLOOR_SECONDS;
console.log(
  slower > 1
    ? `Machine floor: ${floor.toFixed(2)} s against ${QUIET_FLOOR_SECONDS} s quiet (${slower.toFixed(1)} times slower); ` +
        `at the quiet speed about ${clock(total / slower)}`
    : // Faster than the reference (a quieter core, a faster host): the run's own time is the figure.
      `Machine floor: ${floor.toFixed(2)} s against ${QUIET_FLOOR_SECONDS} s quiet: the machine ran at the quiet speed or faster`,
);
// What one core's arithmetic does not see (scripts/machine-floor.mjs): how much each cycle did through
// the run, as busy as other tenants made the memory and caches the cores share. Printed beside the
// duration, to read runs apart.
const during = await runFloor.stop();
console.log(
  during.samples === 0
    ? 'Run floor: not measured (its process ended before the run did)'
    : `Run floor: the fixed work took a median ${during.medianMs.toFixed(0)} ms of CPU over ${during.samples} tries through the run ` +
        `(${RUN_FLOOR_SLOW_MS} ms in a fresh clone's run of 11 min 22 s on 2026-12-01, a slow hour)`,
);
const cpu = childCpuSeconds();
const machineAfter = machineCpu();
if (cpu !== null && machineBefore && machineAfter) {
  // Whether the run was bound by the CPU (near 100 %: only less work makes it shorter) or by waiting
  // (well under: more running side by side would). The machine's own count (/proc/stat) holds every
  // process, Chromium's renderers among them, which the steps' own count misses (a process its parent
  // leaves to init, as the zygote's renderers are, is not added to anyone's children): that one is
  // the least the run used, the machine's the most (anything else running is in it too).
  const capacity = (total / 1000) * availableParallelism();
  const busy = machineAfter.busy - machineBefore.busy;
  const share = busy / (machineAfter.all - machineBefore.all);
  console.log(
    `CPU used: at least ${cpu.toFixed(0)} core-seconds of the ${capacity.toFixed(0)} the run had (its processes), ` +
      `at most ${busy.toFixed(0)} (the machine's cores were busy ${Math.round(100 * share)} % of the run)`,
  );
}
if (!keepReports) rmSync(reports, { recursive: true, force: true });
process.exit(failed.length ? 1 : 0);
