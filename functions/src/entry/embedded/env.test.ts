import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedHome } from './embedded-wiring.js';
import { readEnv } from './env.js';

describe('start-up settings', () => {
  it('has defaults that serve the site from ./.data on port 3000', () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: '.data' });
    expect(readEnv({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000);
  });

  it('names every bad setting in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', SMTP_URL: 'mail.example.com' })).toThrow(
      /PORT: PORT must be a number[\s\S]*SMTP_URL: SMTP_URL must look like smtp:\/\//,
    );
    expect(() => readEnv({ PORT: '70000' })).toThrow('PORT must be 0-65535');
  });

  it('trusts no X-Forwarded-For header unless TRUST_PROXY counts the proxies in front', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    // "true" would trust every hop a sender writes; only a count is accepted.
    for (const bad of ['true', 'yes', '-1', '1.5', '11']) {
      expect(() => readEnv({ TRUST_PROXY: bad })).toThrow(
        'TRUST_PROXY: TRUST_PROXY must be the number of reverse proxies in front of the server',
      );
    }
  });

  it('says which DATA_DIR cannot be used and why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-env-'));
    const file = join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(embeddedHome({ DATA_DIR: join(file, 'data'), MAIL_FROM: 'x <x@x.x>' })).rejects.toThrow(
      `DATA_DIR ${join(file, 'data')} is not a writable folder`,
    );
    if (process.getuid?.() !== 0) {
      // root may write anywhere, so the permission case only means something for other users
      await chmod(dir, 0o500);
      await expect(embeddedHome({ DATA_DIR: join(dir, 'data'), MAIL_FROM: 'x <x@x.x>' })).rejects.toThrow('is not a writable folder');
      await chmod(dir, 0o700);
    }
    await rm(dir, { recursive: true, force: true });
  });
});
