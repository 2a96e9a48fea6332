// When a build's sources last changed, for the checks that rebuild only when a build is stale
// (scripts/web-build.mjs, scripts/embedded-build.mjs): the newest modification time of the given files
// and of every file below the given folders, test files aside (a changed test must not make the next
// run build again). Folders count too: removing or renaming a source changes its folder's time, not a
// file's. A path that is not there counts as never changed.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.(?:test|contract)\.tsx?$/;

/** The newest change below `paths` (absolute), in ms since the epoch; 0 when none is there. */
export function newestChange(paths) {
  return Math.max(0, ...paths.map(newestBelow));
}

function newestBelow(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return TEST_FILE.test(path) ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestBelow(join(path, name))));
}
