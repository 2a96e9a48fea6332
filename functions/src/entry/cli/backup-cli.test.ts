import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backup, restore } from './backup-cli.js';
import { embeddedHome } from '../embedded/embedded-wiring.js';
import { SESSIONS, SETTINGS, SETTINGS_DOCS } from '../../domain/collections.js';

/** A hash over every stored document and every file: equal hashes, equal sites. */
async function contentHash(dataDir: string): Promise<string> {
  const hash = createHash('sha256');
  const db = new Database(join(dataDir, 'school.db'), { readonly: true });
  for (const row of db.prepare('SELECT collection, id, data FROM documents ORDER BY collection, id').all())
    hash.update(JSON.stringify(row));
  db.close();
  const files = join(dataDir, 'files');
  for (const name of (await readdir(files, { recursive: true }).catch(() => [])).sort()) {
    const data = await readFile(join(files, name)).catch(() => null);
    if (data) hash.update(name).update(data);
  }
  return hash.digest('hex');
}

describe('backup and restore (embedded home)', () => {
  it('brings back exactly what was backed up, and keeps the replaced data aside', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-backup-'));
    const dataDir = join(dir, 'data');
    const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    await home.identity.createUser({ name: 'Sister Anne', email: 'anne@school.example', password: 'a long password', role: 'superadmin' });
    await home.store.set(SETTINGS, SETTINGS_DOCS.admission, { admissionFormLink: 'https://forms.example.com/2027' });
    await home.files.put('galleries/g1/abc-400.webp', Buffer.from('photo bytes'), 'image/webp');
    // Backed up while the site is open and writing, as a nightly job would.
    const before = await contentHash(dataDir);
    const archive = await backup(dataDir, join(dir, 'backup.tar.gz'));

    await home.store.set(SETTINGS, SETTINGS_DOCS.admission, { admissionFormLink: '' });
    await home.files.delete('galleries/g1/abc-400.webp');
    await home.identity.createUser({ name: 'Later', email: 'later@school.example', password: 'a long password', role: 'admin' });
    expect(await contentHash(dataDir)).not.toBe(before);
    await home.close();

    const { previous } = await restore(archive, dataDir);
    expect(await contentHash(dataDir)).toBe(before);
    expect(previous).toMatch(/data\.before-restore-/);

    const restored = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    expect((await restored.identity.signIn('anne@school.example', 'a long password')).user.role).toBe('superadmin');
    await expect(restored.identity.signIn('later@school.example', 'a long password')).rejects.toThrow();
    await restored.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('carries every collection in the store, one added after this test was written included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-backup-all-'));
    const dataDir = join(dir, 'data');
    const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    // The database is copied whole, so no list of collections can leave a new one out: the trash,
    // revisions and the audit log as much as a collection nobody has thought of yet.
    const collections = ['trash', 'revisions', 'audit_log', SESSIONS, 'added_later'];
    for (const collection of collections) await home.store.set(collection, 'doc1', { kept: collection });
    const archive = await backup(dataDir, join(dir, 'backup.tar.gz'));
    for (const collection of collections) await home.store.delete(collection, 'doc1');
    await home.close();

    await restore(archive, dataDir);
    const restored = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    for (const collection of collections) expect(await restored.store.get(collection, 'doc1')).toEqual({ id: 'doc1', kept: collection });
    await restored.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses an archive that is not a backup and leaves the data alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-backup-bad-'));
    const dataDir = join(dir, 'data');
    const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    await home.store.set(SETTINGS, SETTINGS_DOCS.admission, { admissionFormLink: 'https://keep.example.com' });
    await home.close();
    const before = await contentHash(dataDir);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'bad.tar.gz'), 'not an archive');
    await expect(restore(join(dir, 'bad.tar.gz'), dataDir)).rejects.toThrow();
    expect(await contentHash(dataDir)).toBe(before);
    expect((await readdir(dir)).sort()).toEqual(['bad.tar.gz', 'data']);
    await rm(dir, { recursive: true, force: true });
  });
});
