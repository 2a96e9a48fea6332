// Types of the reporters of scripts/cpu-per-test.mjs, for the TypeScript that tests them (scripts/cpu-per-test.test.ts).

export interface CpuTallyOptions {
  /** The machine's busy CPU seconds so far. */
  readBusy?: () => number;
  /** Milliseconds. */
  now?: () => number;
  /** A file to keep every row in, one JSON object a line. */
  report?: string;
  print?: (text: string) => void;
}

export declare class CpuTally {
  constructor(options?: CpuTallyOptions);
  start(key: string): void;
  end(key: string, row: Record<string, unknown>): void;
  summary(top?: number): string[];
}
