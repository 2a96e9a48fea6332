// Types of scripts/cpu-per-test-playwright.mjs, for the TypeScript that tests it (scripts/cpu-per-test.test.ts).
import type { CpuTallyOptions } from './cpu-per-test.mjs';

interface TestSeen {
  id: string;
  title: string;
  location: { file: string };
  parent: { project(): { name: string } | undefined };
}

export default class CpuPerTest {
  constructor(options?: CpuTallyOptions);
  onTestBegin(test: TestSeen): void;
  onTestEnd(test: TestSeen, result: { status: string }): void;
  onEnd(): void;
}
