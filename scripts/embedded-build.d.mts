// Types of scripts/embedded-build.mjs, for the TypeScript that spawns the bundles (web/e2e, functions/src/stress).

/** Where the bundles are: `<dist>/entry/embedded/server.mjs`, `<dist>/entry/cli/admin-cli.mjs`, ... */
export declare const EMBEDDED_DIST: string;

/** The bundle of one entry, by its file's name: 'server', 'admin-cli', 'seed-cli', 'migrate-cli', 'backup-cli'. */
export declare function embeddedEntry(name: string, dist?: string): string;

/** node's arguments to run an entry's bundle; with source maps, a stack trace names the TypeScript line. */
export declare function embeddedArgs(name: string, args?: readonly string[]): string[];

export interface EmbeddedBuildOptions {
  /** The build's folder (a test's own); functions/dist-embedded by default. */
  dist?: string;
  /** Files and folders whose change makes the build stale; the bundles' sources by default. */
  sources?: readonly string[];
}

/** True when the build is there, whole, and made from the sources as they are now. */
export declare function isEmbeddedBuildCurrent(options?: EmbeddedBuildOptions): boolean;

/** Bundles into a new folder and renames it over the build; true when this build was installed. */
export declare function buildEmbedded(options?: EmbeddedBuildOptions & { unlessCurrent?: boolean }): Promise<boolean>;

/** Bundles when the build is missing or stale; true when it did. */
export declare function ensureEmbeddedBuild(options?: EmbeddedBuildOptions): Promise<boolean>;

/** The globalSetup of Vitest's unit project and of Playwright. */
export default function ensureBeforeTests(): Promise<void>;
