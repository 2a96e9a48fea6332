// A Playwright reporter: the machine's CPU seconds while each test ran (cpu-per-test.mjs says how to run it).
import { basename } from 'node:path';
import { CpuTally } from './cpu-per-test.mjs';

export default class CpuPerTest {
  constructor(options = {}) {
    this.tally = new CpuTally(options);
  }

  onTestBegin(test) {
    this.tally.start(test.id);
  }

  onTestEnd(test, result) {
    const project = test.parent.project()?.name ?? '';
    this.tally.end(test.id, { file: basename(test.location.file), test: test.title, project, status: result.status });
  }

  onEnd() {
    this.tally.summary();
  }
}
