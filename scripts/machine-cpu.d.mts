// Types of scripts/machine-cpu.mjs, for the TypeScript that tests it (scripts/cpu-per-test.test.ts).

/** Busy and total CPU seconds of the machine so far; null where there is no /proc/stat. */
export declare function machineCpu(): { all: number; busy: number } | null;

/** Busy CPU seconds so far (0 where unknown). */
export declare function machineBusy(): number;
