// The web app's build, for those that need it before they start: `npm start` (scripts/start.mjs)
// and the Vitest unit project and Playwright (as their globalSetup), whose tests of server-rendered pages read
// web/dist-ssr. `npm test` builds the web first; a bare `npx vitest run` on a fresh clone, or after
// a change to the web's sources, builds it here, once, before any test starts, so no such test ever
// skips for want of it.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestChange } from './newest-change.mjs';

const root = join(import.meta.dirname, '..');
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  // What vite.config.ts imports (the chunk groups, the preload helper, the catalogues' compiler), the
  // scripts the build runs after Vite (web/scripts/make-offline.mjs, make-template.mjs) and the service
  // worker they build (web/sw).
  'web/chunk-groups.ts',
  'web/module-preload.ts',
  'web/messages-plugin.ts',
  'web/scripts',
  'web/sw',
  'web/public',
  'packages/shared/src',
  // The packages it is built from: what the manifests ask for, and what npm last installed (npm's
  // own record of node_modules, rewritten by every install that changes it).
  'package.json',
  'web/package.json',
  'node_modules/.package-lock.json',
];
/**
 * True when the last whole build is there and newer than every source of the web app. Whole: the
 * build's last step (web/scripts/make-template.mjs) writes dist-ssr/template.html and dist/404.html
 * and removes dist/index.html, which Vite writes; a client build begun after it empties dist/ first.
 * So a build stopped half-way (a 404.html missing, an index.html left) is not taken for a current one,
 * even with the older build's template still newer than the sources.
 */
export function isWebBuildCurrent(at = root) {
  const template = join(at, 'web', 'dist-ssr', 'template.html');
  const whole =
    existsSync(template) && existsSync(join(at, 'web', 'dist', '404.html')) && !existsSync(join(at, 'web', 'dist', 'index.html'));
  return whole && newestChange(SOURCES.map((path) => join(at, path))) <= statSync(template).mtimeMs;
}

/** `npm run build --workspace web` (type check included); false when it failed. */
export function buildWeb() {
  // Always the production build: Vitest sets NODE_ENV=test, and Vite builds whatever NODE_ENV says, so a
  // rebuild from its globalSetup made a development React (jsx-dev-runtime, 137 KB instead of 79) that
  // `npm start` and Playwright then served.
  const env = { ...process.env, NODE_ENV: 'production' };
  return spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit', env }).status === 0;
}

/** Vitest's globalSetup: build the web app when it is missing or stale, or fail the run. */
export default function buildWebWhenStale() {
  if (isWebBuildCurrent()) return;
  console.log('Building the web app for the tests of server-rendered pages (missing, or older than its sources)...');
  if (!buildWeb()) throw new Error('The web build failed: the tests of server-rendered pages cannot run.');
}
