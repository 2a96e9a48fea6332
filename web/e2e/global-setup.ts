import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, startServer } from './server-process';
import { prepareSites } from './start-sites';

// Starts the product as `npm start` does (the embedded server over the built web app) in a fresh
// DATA_DIR, creates a superadmin with the real admin CLI, and hands both to the tests via env.
export const ADMIN = { email: 'principal@school.example', password: 'e2e test password', name: 'Sister Anne' };
// Its own account for the test that logs out: a logout revokes every token of that user (as Firebase
// does), which would sign out the tests running beside it with ADMIN.
export const SIGN_OUT_STAFF = { email: 'bursar@school.example', password: 'e2e sign-out password', name: 'Mr Gill' };

const createStaff = (staff: typeof ADMIN, dataDir: string) =>
  runCli(
    'admin-cli.ts',
    ['create', '--email', staff.email, '--password', staff.password, '--name', staff.name, '--role', 'superadmin'],
    dataDir,
  );

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
  // One after the other: two CLIs opening a new SQLite file at once could both try to create it.
  await createStaff(ADMIN, dataDir);
  await createStaff(SIGN_OUT_STAFF, dataDir);
  const server = await startServer(dataDir);
  // The other sites (seeded, empty, Firebase) get ready in the background while tests run; see start-sites.ts.
  const sitesDir = mkdtempSync(join(tmpdir(), 'school-e2e-sites-'));
  process.env.E2E_SITES_DIR = sitesDir;
  const stopSites = prepareSites(sitesDir);

  process.env.E2E_BASE_URL = server.url;
  // Without SMTP_URL the server writes mail to DATA_DIR/outbox/*.eml; tests read codes from there.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  process.env.E2E_ADMIN_NAME = ADMIN.name;
  process.env.E2E_SIGN_OUT_STAFF = JSON.stringify(SIGN_OUT_STAFF);

  return async () => {
    await server.stop();
    await stopSites();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sitesDir, { recursive: true, force: true });
  };
}
