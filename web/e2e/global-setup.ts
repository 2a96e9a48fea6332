import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, startServer } from './server-process';

// Starts the product as `npm start` does (the embedded server over the built web app) in a fresh
// DATA_DIR, creates a superadmin with the real admin CLI, and hands both to the tests via env.
export const ADMIN = { email: 'principal@school.example', password: 'e2e test password', name: 'Sister Anne' };
// Its own account for the test that logs out: a logout revokes every token of that user (as Firebase
// does), which would sign out the tests running beside it with ADMIN.
export const SIGN_OUT_STAFF = { email: 'bursar@school.example', password: 'e2e sign-out password', name: 'Mr Gill' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
  runCli(
    'admin-cli.ts',
    ['create', '--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.name, '--role', 'superadmin'],
    dataDir,
  );
  runCli(
    'admin-cli.ts',
    [
      'create',
      '--email',
      SIGN_OUT_STAFF.email,
      '--password',
      SIGN_OUT_STAFF.password,
      '--name',
      SIGN_OUT_STAFF.name,
      '--role',
      'superadmin',
    ],
    dataDir,
  );
  const server = await startServer(dataDir);

  process.env.E2E_BASE_URL = server.url;
  // Without SMTP_URL the server writes mail to DATA_DIR/outbox/*.eml; tests read codes from there.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  process.env.E2E_ADMIN_NAME = ADMIN.name;
  process.env.E2E_SIGN_OUT_STAFF = JSON.stringify(SIGN_OUT_STAFF);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
