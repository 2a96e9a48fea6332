import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedHome } from '../embedded/embedded-wiring.js';
import { runAdminCommand } from './admin-cli.js';

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

  // Two real runs of `npm run admin` (its success and its failure: what is printed where, and the
  // exit code); the commands' other cases go through runAdminCommand, the function main() calls,
  // against the same data folder. Each real run is a fresh npm and node start, about a CPU-second.
  it('creates a superadmin who can then sign in, and lists, re-roles and resets accounts', async () => {
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
    const run = (...args: string[]) => runAdminCommand(home.identity, args);

    expect(await run('set-role', '--email', 'principal@school.example', '--role', 'admin')).toContain('is now admin');
    expect(await run('list')).toMatch(/admin\s+principal@school\.example\s+\(Sister Anne\)/);
    // "Forgot password? Contact system administrator." — the administrator resets it here.
    expect(await run('reset-password', '--email', 'principal@school.example', '--password', 'another long one')).toContain(
      'New password set',
    );
    expect((await home.identity.signIn('principal@school.example', 'another long one')).user.name).toBe('Sister Anne');
    await home.close();
  }, 60_000);

  it('explains bad input and exits non-zero', async () => {
    const refused = await admin(dataDir, 'create', '--email', 'not-an-email', '--password', 'a long password', '--name', 'X');
    expect([refused.code, refused.out]).toEqual([1, '']);
    expect(refused.err).toContain('Error: Invalid email address');

    const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    const cases: Array<[string[], string]> = [
      [['create', '--email', 'x@school.example', '--password', 'short', '--name', 'X'], 'Password must be at least 8 characters'],
      [
        ['create', '--email', 'x@school.example', '--password', 'a long password', '--name', 'X', '--role', 'owner'],
        'Role must be admin or superadmin',
      ],
      [['set-role', '--email', 'ghost@school.example', '--role', 'admin'], 'No user with the e-mail ghost@school.example'],
      [['explode'], 'Unknown command "explode"'],
    ];
    for (const [args, message] of cases) {
      await expect(runAdminCommand(home.identity, args), args.join(' ')).rejects.toThrow(message);
    }
    // Asked for, the usage is the answer, not an error.
    for (const args of [['--help'], ['-h'], ['help'], ['create', '--help']]) {
      expect(await runAdminCommand(home.identity, args), args.join(' ')).toContain('npm run admin -- create --email E');
    }
    await runAdminCommand(home.identity, ['create', '--email', 'twice@school.example', '--password', 'a long password', '--name', 'X']);
    await expect(
      runAdminCommand(home.identity, ['create', '--email', 'TWICE@school.example', '--password', 'a long password', '--name', 'X']),
    ).rejects.toThrow('A user with the e-mail twice@school.example already exists');
    await home.close();
  }, 60_000);
});
