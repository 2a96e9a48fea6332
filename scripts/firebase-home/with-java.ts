import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PROJECT } from '../../functions/src/testing/firebase-emulators.js';
import { configuredPorts, officialEmulatorConfig, readFirebaseJson, root, scratchDir } from './config.js';
import { seedAndAnnounce } from './seed.js';

/**
 * The official emulator suite (Firestore and Storage need Java 21) on firebase.json's ports, from a
 * copy of firebase.json whose CSP lets the page show images from the Storage emulator.
 */
export function runWithJava(): void {
  const firebaseJson = readFirebaseJson();
  const ports = configuredPorts(firebaseJson);
  mkdirSync(scratchDir, { recursive: true });
  const configFile = join(scratchDir, 'firebase.emulators.json');
  writeFileSync(configFile, JSON.stringify(officialEmulatorConfig(firebaseJson), null, 2));

  const firebase = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const emulators = spawn(process.execPath, [firebase, 'emulators:start', '--config', configFile, '--project', DEMO_PROJECT], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let seeded = false;
  emulators.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (seeded || !chunk.toString().includes('All emulators ready')) return;
    seeded = true;
    void seedAndAnnounce(`http://127.0.0.1:${ports.hosting}`, `127.0.0.1:${ports.auth}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emulators.kill(signal));
  emulators.on('exit', (code) => {
    rmSync(configFile, { force: true });
    process.exit(code ?? 0);
  });
}
