// Types of scripts/cpu-per-file-vitest.mjs, for the TypeScript that tests it (scripts/cpu-per-test.test.ts).
import type { CpuTallyOptions } from './cpu-per-test.mjs';

export default class CpuPerFile {
  constructor(options?: CpuTallyOptions);
  onTestModuleStart(testModule: { moduleId: string }): void;
  onTestModuleEnd(testModule: { moduleId: string }): void;
  onTestRunEnd(): void;
}
