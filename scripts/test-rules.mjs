// `npm run test:rules`: the security-rules tests need the official Firestore and Storage
// emulators, which run on Java 21 or newer. Where Java is missing (as on the CI machine of this
// project), say so plainly and skip instead of failing with a stack trace.
import { spawnSync } from 'node:child_process';

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const major = Number(/version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? 0);
if (java.error || major < 21) {
  const found = java.error ? 'no java on PATH' : `Java ${major} found`;
  console.log(`Skipping the security-rules tests: the Firestore and Storage emulators need Java 21 or newer (${found}).`);
  console.log('Install a JDK 21 (for example: apt-get install openjdk-21-jre-headless) and run `npm run test:rules` again.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--project',
    'demo-school-rules',
    '--only',
    'firestore,storage',
    'npx vitest run --config vitest.rules.config.ts',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
