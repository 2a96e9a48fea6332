// A Vitest reporter: the machine's CPU seconds while each test file ran (cpu-per-test.mjs says how to run it).
import { relative } from 'node:path';
import { CpuTally } from './cpu-per-test.mjs';

export default class CpuPerFile {
  constructor(options = {}) {
    this.tally = new CpuTally(options);
  }

  onTestModuleStart(testModule) {
    this.tally.start(testModule.moduleId);
  }

  onTestModuleEnd(testModule) {
    this.tally.end(testModule.moduleId, { file: relative(process.cwd(), testModule.moduleId) });
  }

  onTestRunEnd() {
    this.tally.summary();
  }
}
