// Types of scripts/machine-floor.mjs, for the TypeScript that tests it (scripts/machine-floor.test.ts).

export declare const QUIET_FLOOR_SECONDS: number;
export declare const RUN_FLOOR_SLOW_MS: number;

/** Seconds the fixed PBKDF2 work takes now (median of three). */
export declare function measureFloor(): number;

/** The fixed object and memory work every `everyMs` in a process of its own, until stopped. */
export declare function startRunFloor(options?: { everyMs?: number }): {
  pid: number | undefined;
  stop(): Promise<{ medianMs: number; samples: number }>;
};
