import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Starts the product as `npm start` does (the embedded server over the built web app) in a fresh
// DATA_DIR, creates a superadmin with the real admin CLI, and hands both to the tests via env.
const root = join(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'principal@school.example', password: 'e2e test password', name: 'Sister Anne' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  const tsx = (script: string, args: string[] = []) =>
    [process.execPath, ['--import', 'tsx', join(root, 'functions/src/entry', script), ...args]] as const;

  const [node, cliArgs] = tsx('admin-cli.ts', [
    'create',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
    '--name',
    ADMIN.name,
    '--role',
    'superadmin',
  ]);
  const created = spawnSync(node, cliArgs, { cwd: root, env, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`admin CLI failed: ${created.stderr}`);

  const [, serverArgs] = tsx('server.ts');
  const server: ChildProcess = spawn(node, serverArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('School website running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // Without SMTP_URL the server writes mail to DATA_DIR/outbox/*.eml; tests read codes from there.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  process.env.E2E_ADMIN_NAME = ADMIN.name;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
