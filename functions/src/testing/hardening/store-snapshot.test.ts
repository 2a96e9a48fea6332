import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';
import { diff, openSnapshots } from './store-snapshot.js';

// The hardening suites' "changed nothing" rests on these snapshots, which reuse what they read last
// time: each kind of change must still show, or a request that writes where it must not would pass.

let dataDir: string;
let store: SqliteDocumentStore;
let snapshots: ReturnType<typeof openSnapshots>;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'school-snapshot-'));
  store = new SqliteDocumentStore(join(dataDir, 'school.db'));
  await store.create('galleries', 'first', { title: 'Sports day' });
  mkdirSync(join(dataDir, 'files'));
  writeFileSync(join(dataDir, 'files', 'photo.jpg'), 'aaaa');
  snapshots = openSnapshots(dataDir);
});
afterEach(() => {
  snapshots.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('sees nothing when nothing changed, however often it is taken', async () => {
  const before = await snapshots.take();
  await snapshots.take();
  expect(diff(before, await snapshots.take())).toEqual({ added: [], removed: [], changed: [] });
});

it("sees a document the server's connection added, changed or removed since the last snapshot", async () => {
  const before = await snapshots.take();
  await store.create('galleries', 'second', { title: 'Annual day' });
  await store.update('galleries', 'first', { title: 'Sports week' });
  const after = await snapshots.take();
  expect(diff(before, after)).toEqual({ added: ['db:galleries/second'], removed: [], changed: ['db:galleries/first'] });
  await store.delete('galleries', 'second');
  expect(diff(after, await snapshots.take()).removed).toEqual(['db:galleries/second']);
});

it('sees a file rewritten in place with the same size, a new file and a removed one', async () => {
  const before = await snapshots.take();
  const photo = join(dataDir, 'files', 'photo.jpg');
  writeFileSync(photo, 'bbbb');
  // Even when the clock has not moved on (a write within the same tick): a changed time is forced.
  utimesSync(photo, new Date(2030, 0, 1), new Date(2030, 0, 1));
  writeFileSync(join(dataDir, 'files', 'new.jpg'), 'cc');
  const after = await snapshots.take();
  expect(diff(before, after)).toEqual({ added: ['file:files/new.jpg'], removed: [], changed: ['file:files/photo.jpg'] });
  rmSync(join(dataDir, 'files', 'new.jpg'));
  expect(diff(after, await snapshots.take()).removed).toEqual(['file:files/new.jpg']);
});

it('sees a file in a new folder, and a file added to a folder twice within one tick of its clock', async () => {
  const before = await snapshots.take();
  const folder = join(dataDir, 'files', 'galleries', 'g1');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'a.webp'), 'a');
  // Two changes within one tick of the filesystem's clock leave the folder the same mtime: given here
  // by hand (a whole millisecond, which utimes sets exactly), just now.
  const tick = new Date();
  utimesSync(folder, tick, tick);
  const after = await snapshots.take();
  expect(diff(before, after).added).toEqual(['file:files/galleries/g1/a.webp']);
  writeFileSync(join(folder, 'b.webp'), 'b');
  utimesSync(folder, tick, tick);
  expect(diff(after, await snapshots.take()).added).toEqual(['file:files/galleries/g1/b.webp']);
});
