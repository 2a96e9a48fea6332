import { spawnSync } from 'node:child_process';

/** Java's major version (8 for "1.8.0_392", 17 for "17.0.15"), or null when there is no `java`. */
export function javaMajor(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

export function parseJavaMajor(versionText: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The official Firestore and Storage emulators of firebase-tools refuse anything older. */
export const JAVA_NEEDED = 21;
