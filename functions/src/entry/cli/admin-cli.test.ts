import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedHome } from '../embedded/embedded-wiring.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs `npm run admin -- ...` exactly as the README says, against its own DATA_DIR. */
async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe('admin CLI (npm run admin)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'school-cli-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('creates a superadmin who can then sign in, and lists and re-roles accounts', async () => {
    const created = await admin(
      dataDir,
      'create',
      '--email',
      'Principal@School.example',
      '--password',
      'a long password',
      '--name',
      'Sister Anne',
      '--role',
      'superadmin',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Created superadmin Sister Anne <principal@school.example>');

    const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    const { user } = await home.identity.signIn('principal@school.example', 'a long password');
    expect(user.role).toBe('superadmin');
    await home.close();

    expect((await admin(dataDir, 'set-role', '--email', 'principal@school.example', '--role', 'admin')).out).toContain('is now admin');
    expect((await admin(dataDir, 'list')).out).toMatch(/admin\s+principal@school\.example\s+\(Sister Anne\)/);

    // "Forgot password? Contact system administrator." — the administrator resets it here.
    expect((await admin(dataDir, 'reset-password', '--email', 'principal@school.example', '--password', 'another long one')).out).toContain(
      'New password set',
    );
    const after = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    expect((await after.identity.signIn('principal@school.example', 'another long one')).user.name).toBe('Sister Anne');
    await after.close();
  }, 60_000);

  // Seven runs of the CLI, each a fresh tsx start: over a minute beside the rest of npm test on 2 cores.
  it('explains bad input and exits non-zero', async () => {
    const cases: Array<[string[], string]> = [
      [['create', '--email', 'not-an-email', '--password', 'a long password', '--name', 'X'], 'Invalid email address'],
      [['create', '--email', 'x@school.example', '--password', 'short', '--name', 'X'], 'Password must be at least 8 characters'],
      [
        ['create', '--email', 'x@school.example', '--password', 'a long password', '--name', 'X', '--role', 'owner'],
        'Role must be admin or superadmin',
      ],
      [['set-role', '--email', 'ghost@school.example', '--role', 'admin'], 'No user with the e-mail ghost@school.example'],
      [['explode'], 'Unknown command "explode"'],
    ];
    for (const [args, message] of cases) {
      const result = await admin(dataDir, ...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.err).toContain(message);
    }
    await admin(dataDir, 'create', '--email', 'twice@school.example', '--password', 'a long password', '--name', 'X');
    const again = await admin(dataDir, 'create', '--email', 'TWICE@school.example', '--password', 'a long password', '--name', 'X');
    expect(again.err).toContain('A user with the e-mail twice@school.example already exists');
  }, 120_000);
});
