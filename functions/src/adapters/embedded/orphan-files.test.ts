import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referencedKeys, sweepOrphanFiles } from './orphan-files.js';

describe('referencedKeys', () => {
  it('finds keys as stored, inside /files URLs and inside HTML bodies', () => {
    const keys = referencedKeys([
      JSON.stringify({ keys: ['galleries/Ab12/abc-400.webp'], url: '/files/galleries/Ab12/abc-800.webp' }),
      JSON.stringify({ content: '<p><img src="/files/content/def-1600.webp?v=1"></p>' }),
    ]);
    for (const key of ['galleries/Ab12/abc-400.webp', 'galleries/Ab12/abc-800.webp', 'content/def-1600.webp'])
      expect(keys.has(key), key).toBe(true);
    expect(keys.has('galleries/Ab12/other-400.webp')).toBe(false);
  });
});

describe('sweepOrphanFiles', () => {
  let dir: string;
  const HOUR = 3600_000;
  const put = async (key: string, ageMs: number) => {
    const path = join(dir, key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, 'x');
    const when = new Date(Date.now() - ageMs);
    await utimes(path, when, when);
  };
  const left = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-sweep-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('deletes old unreferenced files and half-written temp files, keeping used and recent ones', async () => {
    await put('galleries/g1/used-400.webp', 2 * HOUR);
    await put('galleries/g1/orphan-400.webp', 2 * HOUR);
    await put('galleries/g1/orphan-800.webp.1a2b3c.tmp', 2 * HOUR);
    await put('events/in-flight-400.webp', 60_000);
    const removed = await sweepOrphanFiles({ filesDir: dir, referenced: new Set(['galleries/g1/used-400.webp']), graceMs: HOUR });
    expect(removed.sort()).toEqual(['galleries/g1/orphan-400.webp', 'galleries/g1/orphan-800.webp.1a2b3c.tmp']);
    expect(await left()).toEqual(['events/in-flight-400.webp', 'galleries/g1/used-400.webp']);
  });

  it('with no grace period deletes every unreferenced file, and copes with no files folder at all', async () => {
    await put('content/fresh-400.webp', 0);
    expect(await sweepOrphanFiles({ filesDir: dir, referenced: new Set(), graceMs: 0 })).toEqual(['content/fresh-400.webp']);
    expect(await sweepOrphanFiles({ filesDir: join(dir, 'missing'), referenced: new Set(), graceMs: 0 })).toEqual([]);
  });
});
