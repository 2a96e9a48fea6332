import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';
import { OTP_CODES, SESSIONS } from '../../domain/collections.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { embeddedHome } from './embedded-wiring.js';
import { startExpirySweep } from './expiry-sweep.js';
import { startServer } from './server.js';

describe('the expiry sweep of the embedded home', () => {
  let dir: string;
  let store: SqliteDocumentStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-expiry-'));
    store = new SqliteDocumentStore(join(dir, 'school.db'));
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('deletes expired records when it starts and again on its timer', async () => {
    let now = Date.parse('2026-11-25T10:00:00.000Z');
    const clock = { now: () => new Date(now) };
    await store.set(OTP_CODES, 'old', { expiresAt: '2026-11-25T09:59:59.999Z' });
    await store.set(OTP_CODES, 'soon', { expiresAt: '2026-11-25T10:05:00.000Z' });
    const errors: unknown[] = [];
    const sweep = await startExpirySweep({ store, clock, onError: (error) => errors.push(error) }, 20);
    try {
      expect(await store.get(OTP_CODES, 'old')).toBeNull();
      expect(await store.get(OTP_CODES, 'soon')).not.toBeNull();
      now += 10 * 60_000;
      await expect.poll(() => store.get(OTP_CODES, 'soon'), { timeout: 5_000 }).toBeNull();
    } finally {
      sweep.stop();
    }
    expect(errors).toEqual([]);
  });

  it('reports a failed sweep and keeps going', async () => {
    let fail = true;
    const flaky: DocumentStore = Object.create(store) as DocumentStore;
    flaky.deleteExpired = async (collection, before) => {
      if (fail) throw new Error('disk is busy');
      return store.deleteExpired(collection, before);
    };
    const clock = { now: () => new Date('2026-11-26T00:00:00.000Z') };
    await store.set(OTP_CODES, 'left', { expiresAt: '2026-11-25T12:00:00.000Z' });
    const errors: unknown[] = [];
    const sweep = await startExpirySweep({ store: flaky, clock, onError: (error) => errors.push(error) }, 20);
    try {
      expect(errors).toEqual([new Error('disk is busy')]);
      fail = false;
      await expect.poll(() => store.get(OTP_CODES, 'left'), { timeout: 5_000 }).toBeNull();
    } finally {
      sweep.stop();
    }
  });

  it('runs when the server starts (npm start)', async () => {
    const dataDir = join(dir, 'site');
    const before = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    await before.store.set(SESSIONS, 'ended', { userId: 'u1', expiresAt: new Date(Date.now() - 1000).toISOString() });
    await before.store.set(SESSIONS, 'live', { userId: 'u1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await before.close();
    const server = await startServer(
      { PORT: 0, HOST: '127.0.0.1', DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>', WEB_DIST: join(dir, 'no-web') },
      () => {},
    );
    await server.close();
    const after = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@x.x>' });
    expect(await after.store.get(SESSIONS, 'ended')).toBeNull();
    expect(await after.store.get(SESSIONS, 'live')).not.toBeNull();
    await after.close();
  });
});
