// The embedded home's entries as esbuild bundles: the server and the CLIs, made from functions/src
// with our own code and the workspace package @school/shared inlined and registry packages left as
// imports (as functions/scripts/build-deploy.mjs bundles the Cloud Function), written to
// functions/dist-embedded/ (gitignored) and run with plain `node`. Through tsx every start compiled
// every module again in a loader thread: a server start cost 3.4 CPU-seconds, from the bundle 1.2 (an
// admin CLI run 2.3 and 0.9), and the tests start servers and CLIs dozens of times. `npm start` (scripts/start.mjs), the CLIs' npm
// scripts (scripts/run-embedded.mjs) and the tests' spawns run these bundles; `npm run dev` stays
// `tsx watch`, the developer's loop, and Vitest imports the TypeScript itself.
//
// ensureEmbeddedBuild() bundles only when the build is missing or older than a source (mtimes: a few
// milliseconds), into a folder beside the build that is then renamed over it, so two runners that
// ensure it at the same moment (Vitest's and Playwright's globalSetup) never start half a build.
// `node scripts/embedded-build.mjs` ensures it (`npm test` does so once, before its runners).
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { newestChange } from './newest-change.mjs';

const root = join(import.meta.dirname, '..');
const functionsDir = join(root, 'functions');

/** Where the bundles are: `<dist>/entry/embedded/server.mjs`, `<dist>/entry/cli/admin-cli.mjs`, ... */
export const EMBEDDED_DIST = join(functionsDir, 'dist-embedded');

// Each keeps its path below functions/src (outbase), so what an entry finds beside itself is still
// there: server.ts serves web/dist by `new URL('../../../../web/dist', import.meta.url)`.
const ENTRIES = ['entry/embedded/server', 'entry/cli/admin-cli', 'entry/cli/seed-cli', 'entry/cli/migrate-cli', 'entry/cli/backup-cli'];

/** What the bundles are made of: a change to any of these (tests aside: newest-change.mjs) makes the build stale. */
const SOURCES = [
  'functions/src',
  'packages/shared/src',
  // Which packages stay imports, and what @school/shared exports.
  'package.json',
  'functions/package.json',
  'packages/shared/package.json',
  'scripts/embedded-build.mjs',
].map((path) => join(root, path));
/** Written last into a finished build: the newest source it was made from. */
const STAMP = 'build.json';

/** The bundle of one entry, by its file's name: 'server', 'admin-cli', 'seed-cli', 'migrate-cli', 'backup-cli'. */
export function embeddedEntry(name, dist = EMBEDDED_DIST) {
  const entry = ENTRIES.find((path) => basename(path) === name);
  if (!entry) throw new Error(`No embedded entry "${name}": there are ${ENTRIES.map((path) => basename(path)).join(', ')}`);
  return join(dist, `${entry}.mjs`);
}

/** node's arguments to run an entry's bundle; with source maps, a stack trace names the TypeScript line. */
export const embeddedArgs = (name, args = []) => ['--enable-source-maps', embeddedEntry(name), ...args];

function builtFrom(dist) {
  try {
    return JSON.parse(readFileSync(join(dist, STAMP), 'utf8')).newestSource;
  } catch {
    return null;
  }
}

/** True when the build is there, whole, and made from the sources as they are now. */
export function isEmbeddedBuildCurrent({ dist = EMBEDDED_DIST, sources = SOURCES } = {}) {
  const built = builtFrom(dist);
  return built !== null && newestChange(sources) <= built;
}

/**
 * Bundles the entries into a new folder beside `dist` and renames it over `dist`: a process starting
 * from the build meets the old one or the new one, whole. `unlessCurrent`: keep a current build that
 * another process installed meanwhile instead. True when this build was installed.
 */
export async function buildEmbedded({ dist = EMBEDDED_DIST, sources = SOURCES, unlessCurrent = false } = {}) {
  // Taken before bundling: a source saved during the build leaves the build stale.
  const madeFrom = newestChange(sources);
  removeAbandoned(dist);
  const temp = mkdtempSync(`${dist}.tmp-`);
  try {
    await bundle(temp);
    writeFileSync(join(temp, STAMP), `${JSON.stringify({ newestSource: madeFrom })}\n`);
    if (unlessCurrent && isEmbeddedBuildCurrent({ dist, sources })) return false;
    install(temp, dist);
    return true;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Bundles when the build is missing or stale; true when it did. */
export async function ensureEmbeddedBuild(options = {}) {
  if (isEmbeddedBuildCurrent(options)) return false;
  // On stderr: a CLI's output (npm run admin) is read by scripts and tests.
  console.error('Bundling the embedded server and CLIs (missing, or older than their sources)...');
  return buildEmbedded({ ...options, unlessCurrent: true });
}

/** Vitest's unit project and Playwright run this as a globalSetup, before any test spawns an entry. */
export default async function ensureBeforeTests() {
  await ensureEmbeddedBuild();
}

/** Registry packages stay imports (sharp and better-sqlite3 have native code; pdfjs runs from its own files). */
function registryPackages() {
  const manifests = ['package.json', 'functions/package.json', 'packages/shared/package.json'].map((path) =>
    JSON.parse(readFileSync(join(root, path), 'utf8')),
  );
  const names = manifests.flatMap((m) => [...Object.keys(m.dependencies ?? {}), ...Object.keys(m.devDependencies ?? {})]);
  return [...new Set(names)].filter((name) => !name.startsWith('@school/'));
}

/** Bundles running in this process: esbuild's service process is stopped when the last one ends. */
let bundling = 0;

async function bundle(outdir) {
  // Loaded here, not at the top: a CLI run whose build is current never loads esbuild.
  const esbuild = await import('esbuild');
  bundling += 1;
  try {
    checkInputs(await esbuildRun(esbuild.build, outdir));
  } finally {
    // Else its service would stay for this process's life: beside the server `npm start` runs.
    bundling -= 1;
    if (bundling === 0) await esbuild.stop();
  }
}

async function esbuildRun(build, outdir) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES.map((entry) => join(functionsDir, 'src', `${entry}.ts`)),
    outbase: join(functionsDir, 'src'),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code in chunks, and a dynamic import stays one: the CLIs load the Firebase wiring (and
    // firebase-admin with it) only for --firebase. Without splitting esbuild inlines it, and hoists
    // its firebase-admin imports to the top of every CLI's file.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // Bare imports of the registry packages and their subpaths (firebase-admin/auth).
    external: registryPackages().flatMap((name) => [name, `${name}/*`]),
    // ESM output still meets CommonJS-style code in a few dependencies' re-exports.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return metafile;
}

// A module that finds a file beside itself would look beside the bundle or its chunk instead. Only an
// entry may (server.ts finds web/dist so), and only while its code stays in its own output file.
const BESIDE_ITSELF = /import\.meta\.(?:dirname|filename)|new URL\(\s*['"`]\.{1,2}\//;

function checkInputs({ inputs, outputs }) {
  const problems = [];
  const inOwnFile = new Set(
    Object.values(outputs)
      .filter((output) => output.entryPoint && output.inputs[output.entryPoint])
      .map((output) => output.entryPoint),
  );
  for (const input of Object.keys(inputs)) {
    if (input.includes('node_modules/')) {
      problems.push(`${input}: a registry package was inlined; list it in functions/package.json to keep it an import`);
    } else if (!inOwnFile.has(input) && BESIDE_ITSELF.test(readFileSync(join(root, input), 'utf8'))) {
      problems.push(`${input}: finds a file by its own path, which is not there in the bundle; keep it in a module instead`);
    }
  }
  if (problems.length > 0) throw new Error(`The embedded bundle would not run as the TypeScript does:\n  ${problems.join('\n  ')}`);
}

/** rename cannot replace a folder with files in it: the old build is moved aside first, then removed. */
function install(temp, dist) {
  const aside = [];
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(temp, dist);
      break;
    } catch (error) {
      if ((error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') || attempt === 10) throw error;
    }
    const old = `${temp}.old-${attempt}`;
    try {
      renameSync(dist, old);
      aside.push(old);
    } catch (error) {
      // Another process moved it aside first: try again.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  for (const old of aside) rmSync(old, { recursive: true, force: true });
}

/** What an interrupted build left beside the build (a build takes seconds; these are an hour old). */
function removeAbandoned(dist) {
  const prefix = `${basename(dist)}.tmp-`;
  const hourAgo = Date.now() - 3_600_000;
  const names = existsSync(dirname(dist)) ? readdirSync(dirname(dist)) : [];
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const path = join(dirname(dist), name);
    if (statSync(path, { throwIfNoEntry: false })?.mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await ensureEmbeddedBuild();
