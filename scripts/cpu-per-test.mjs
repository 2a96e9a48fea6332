// Where a test run's CPU goes, test by test: the machine's busy CPU seconds between a test's start
// and its end (machine-cpu.mjs), so the browser's renderers, the servers, the emulators and the
// runner a test keeps busy all count. A test's duration says little here: much of it is waiting,
// which costs nothing on a machine whose every core is busy (`npm test` is bound by the CPU).
// Meaningful with one worker on a machine left alone (with more, tests running side by side are
// counted together):
//
//   PW_WORKERS=1 npx playwright test --reporter=./scripts/cpu-per-test-playwright.mjs,dot
//   npx vitest run --maxWorkers=1 --reporter=./scripts/cpu-per-file-vitest.mjs --reporter=dot
//
// Each prints the run's most expensive tests and files at its end; CPU_REPORT=file.jsonl also keeps
// every row (one JSON object a line) to compare runs.
import { appendFileSync, writeFileSync } from 'node:fs';
import { machineBusy } from './machine-cpu.mjs';

/** A row: what was measured (`file`, and `test` and `project` for Playwright), its CPU and wall seconds. */
export class CpuTally {
  /** `readBusy`: the machine's busy CPU seconds so far; `now`: milliseconds (both replaceable in tests). */
  constructor({ readBusy = machineBusy, now = Date.now, report = process.env.CPU_REPORT, print = console.log } = {}) {
    Object.assign(this, { readBusy, now, report, print });
    this.rows = [];
    this.open = new Map();
    if (report) writeFileSync(report, '');
  }

  start(key) {
    this.open.set(key, { busy: this.readBusy(), at: this.now() });
  }

  end(key, row) {
    const started = this.open.get(key);
    if (!started) return;
    this.open.delete(key);
    const done = { ...row, cpu: round(this.readBusy() - started.busy), wall: round((this.now() - started.at) / 1000) };
    this.rows.push(done);
    if (this.report) appendFileSync(this.report, `${JSON.stringify(done)}\n`);
  }

  /** The closing table: the total, then the `top` most expensive files and rows. */
  summary(top = 25) {
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0);
    const byFile = new Map();
    for (const row of this.rows) byFile.set(row.file, round((byFile.get(row.file) ?? 0) + row.cpu));
    const line = (cpu, wall, what) => `${cpu.toFixed(1).padStart(7)} ${wall === null ? '' : wall.toFixed(1).padStart(7)}  ${what}`;
    const lines = ['', `CPU seconds of the machine while each ran: ${round(total)} in ${this.rows.length} rows`, '', 'By file:'];
    for (const [file, cpu] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(line(cpu, null, file));
    if (this.rows.some((row) => row.test)) {
      lines.push('', `    CPU    wall  test`);
      for (const row of [...this.rows].sort((a, b) => b.cpu - a.cpu).slice(0, top)) {
        lines.push(line(row.cpu, row.wall, `${row.project ? `[${row.project}] ` : ''}${row.file} › ${row.test}`));
      }
    }
    this.print(lines.join('\n'));
    return lines;
  }
}

const round = (n) => Math.round(n * 100) / 100;
