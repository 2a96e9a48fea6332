// Types of scripts/web-build.mjs, for the TypeScript that tests it (scripts/web-build.test.ts).

/** True when the last whole web build is there and newer than every source; `at` a repository's root (this one by default). */
export declare function isWebBuildCurrent(at?: string): boolean;

/** `npm run build --workspace web`; false when it failed. */
export declare function buildWeb(): boolean;

/** Vitest's and Playwright's globalSetup: build the web app when it is missing or stale, or fail the run. */
export default function buildWebWhenStale(): void;
