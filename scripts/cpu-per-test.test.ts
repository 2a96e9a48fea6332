import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import CpuPerFile from './cpu-per-file-vitest.mjs';
import CpuPerTest from './cpu-per-test-playwright.mjs';
import { machineCpu } from './machine-cpu.mjs';

// The reporters of cpu-per-test.mjs, fed the objects each runner hands a reporter and a machine
// whose busy seconds the test sets (the real count moves with whatever else runs beside it).
let dir = '';
let busy = 0;
let clock = 0;
let printed: string[] = [];
const options = () => ({
  readBusy: () => busy,
  now: () => clock,
  report: join(dir, 'cpu.jsonl'),
  print: (text: string) => printed.push(text),
});
const rows = () =>
  readFileSync(join(dir, 'cpu.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cpu-per-test-'));
  [busy, clock, printed] = [100, 0, []];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Playwright test as its reporter API gives it. */
const browserTest = (id: string, file: string, title: string, project: string) => ({
  id,
  title,
  location: { file: `/repo/web/e2e/${file}` },
  parent: { project: () => ({ name: project }) },
});

it('counts the machine CPU between a browser test’s start and end, and lists the most expensive first', () => {
  const reporter = new CpuPerTest(options());
  const light = browserTest('1', 'public-site.spec.ts', 'home', 'phone');
  const heavy = browserTest('2', 'admin-settings.spec.ts', 'keyboard alone', 'desktop');
  reporter.onTestBegin(light);
  [busy, clock] = [101.5, 3_000];
  reporter.onTestEnd(light, { status: 'passed' });
  reporter.onTestBegin(heavy);
  [busy, clock] = [115, 9_000];
  reporter.onTestEnd(heavy, { status: 'passed' });
  reporter.onEnd();

  expect(rows()).toEqual([
    { file: 'public-site.spec.ts', test: 'home', project: 'phone', status: 'passed', cpu: 1.5, wall: 3 },
    { file: 'admin-settings.spec.ts', test: 'keyboard alone', project: 'desktop', status: 'passed', cpu: 13.5, wall: 6 },
  ]);
  const table = printed.join('\n');
  expect(table).toContain('CPU seconds of the machine while each ran: 15 in 2 rows');
  expect(table.indexOf('[desktop] admin-settings.spec.ts › keyboard alone')).toBeLessThan(
    table.indexOf('[phone] public-site.spec.ts › home'),
  );
});

it('counts each Vitest file once, from its start to its end', () => {
  const reporter = new CpuPerFile(options());
  const module = { moduleId: join(process.cwd(), 'functions/src/stress/crash-safety.test.ts') };
  reporter.onTestModuleStart(module);
  [busy, clock] = [131, 20_000];
  reporter.onTestModuleEnd(module);
  reporter.onTestRunEnd();

  expect(rows()).toEqual([{ file: 'functions/src/stress/crash-safety.test.ts', cpu: 31, wall: 20 }]);
  expect(printed.join('\n')).toMatch(/^ +31\.0 +functions\/src\/stress\/crash-safety\.test\.ts$/m);
});

it('reads this machine’s CPU: busy never more than all, and both only grow', () => {
  const before = machineCpu();
  let sum = 0;
  for (let i = 0; i < 2_000_000; i++) sum += i;
  const after = machineCpu();
  expect(sum).toBeGreaterThan(0);
  if (!before || !after) return expect(process.platform).not.toBe('linux');
  expect(before.busy).toBeLessThanOrEqual(before.all);
  expect(after.busy).toBeGreaterThanOrEqual(before.busy);
  expect(after.all).toBeGreaterThanOrEqual(before.all);
});
