import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedHome } from './embedded-wiring.js';
import { startServer } from './server.js';
import { GALLERIES } from '../../domain/collections.js';

const MAIL_FROM = 'x <x@school.example>';
const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('embedded home start-up', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-home-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('keeps the token secret across restarts, so staff stay signed in', async () => {
    const first = await embeddedHome({ DATA_DIR: dir, MAIL_FROM });
    await first.identity.createUser({ name: 'A', email: 'a@school.example', password: 'a long password 1', role: 'admin' });
    const { token } = await first.identity.signIn('a@school.example', 'a long password 1');
    await first.close();
    const again = await embeddedHome({ DATA_DIR: dir, MAIL_FROM });
    await expect(again.identity.verifyToken(token)).resolves.toMatchObject({ email: 'a@school.example' });
    await again.close();
  });

  it('replaces a token secret a crash left empty, which would let anyone sign tokens', async () => {
    await writeFile(join(dir, 'token-secret'), '');
    const home = await embeddedHome({ DATA_DIR: dir, MAIL_FROM });
    await home.close();
    expect((await readFile(join(dir, 'token-secret'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deletes uploaded files no document points at when the server starts, and only those', async () => {
    const home = await embeddedHome({ DATA_DIR: dir, MAIL_FROM });
    await home.store.set(GALLERIES, 'g1', { images: [{ _id: 'i1', keys: ['galleries/g1/used-400.webp'] }] });
    await home.close();
    const used = join(dir, 'files/galleries/g1/used-400.webp');
    const orphan = join(dir, 'files/galleries/g1/orphan-400.webp');
    await mkdir(join(dir, 'files/galleries/g1'), { recursive: true });
    await Promise.all([writeFile(used, 'x'), writeFile(orphan, 'x')]);
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist/index.html'), '<!doctype html>');

    // With the default grace period a file written a moment ago may be another process's upload: kept.
    const settings = { PORT: 0, HOST: '127.0.0.1', DATA_DIR: dir, MAIL_FROM, WEB_DIST: join(dir, 'dist') };
    await (await startServer(settings, () => {})).close();
    expect(await exists(orphan)).toBe(true);

    const lines: string[] = [];
    await (await startServer({ ...settings, ORPHAN_FILE_GRACE_SECONDS: 0 }, (line) => lines.push(line))).close();
    expect(await exists(orphan)).toBe(false);
    expect(await exists(used)).toBe(true);
    expect(lines).toContainEqual(expect.stringContaining('Deleted 1 uploaded file(s)'));
  });
});
