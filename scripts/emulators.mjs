// `npm run emulators`: the official Firebase emulator suite (Auth, Functions, Firestore, Storage,
// Hosting; Firestore and Storage need Java 21) on the ports in firebase.json, with a demo staff
// account so a maintainer can sign in at once. Stop with Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';

const PROJECT = 'demo-school-faridkot';
const DEMO = { email: 'demo.admin@school.example', password: 'demo password 123', name: 'Demo Administrator' };
const hosts = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', GCLOUD_PROJECT: PROJECT };

const emulators = spawn('npx', ['firebase', 'emulators:start', '--project', PROJECT], { stdio: ['inherit', 'pipe', 'inherit'] });
let seeded = false;
emulators.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (seeded || !chunk.toString().includes('All emulators ready')) return;
  seeded = true;
  const args = [
    'run',
    '--silent',
    'admin',
    '--',
    '--firebase',
    'create',
    '--email',
    DEMO.email,
    '--password',
    DEMO.password,
    '--name',
    DEMO.name,
    '--role',
    'superadmin',
  ];
  const created = spawnSync('npm', args, { env: { ...process.env, ...hosts }, encoding: 'utf8' });
  console.log(
    created.status === 0
      ? `\nDemo staff account: ${DEMO.email} / ${DEMO.password}`
      : `\nCould not create the demo account: ${created.stderr}`,
  );
  console.log('Site: http://127.0.0.1:5000   Staff sign-in: http://127.0.0.1:5000/admin/login\n');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));
emulators.on('exit', (code) => process.exit(code ?? 0));
