import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE, versionOf } from '@school/shared/item-version';
import { DiskFileStore } from '../../adapters/embedded/disk-file-store.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { MESSAGES } from '../collections.js';
import { markMessageRead } from '../messages/inbox.js';
import { createNotice, updateNotice } from '../notices/notices.js';
import { getAdminSettings, saveSettings } from './school-settings.js';
import { setSettingsImage } from './settings-images.js';
import { settingsInput } from '../../testing/settings-input.js';

// Simultaneous writes to the settings, a notice and a message, in each home's store (SQLite;
// Firestore through the in-process emulator, which runs transactions as Firestore does): of two saves
// based on the same version exactly one lands, the other gets the 409's text; uploads that only count
// the version never lose each other.

const facts = settingsInput({
  social: { facebook: '', instagram: '' },
  principal: { name: 'Sister Anne', title: 'Principal', qualification: '', message: '' },
  admissionFormLink: '',
});

describe.each(EACH_HOME_STORE)('versions of settings, notices and messages (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let dir: string;
  let deps: Parameters<typeof setSettingsImage>[0];

  beforeAll(async () => {
    ({ store, dispose } = await open());
    dir = await mkdtemp(join(tmpdir(), 'school-settings-files-'));
    deps = { store, files: new DiskFileStore(dir), clock: { now: () => new Date() }, installerOfficeEmail: 'installer@school.example' };
  });
  afterAll(async () => {
    await dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('settings: of two saves from the same version one lands and the other is refused, changing nothing', async () => {
    const version = versionOf((await getAdminSettings(deps)).school);
    const results = await Promise.allSettled(['First tab', 'Second tab'].map((name) => saveSettings(deps, { ...facts, name, version })));
    const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
    expect(saved).toHaveLength(1);
    expect(refused.map((error) => error.message)).toEqual([EDIT_CONFLICT_MESSAGE]);
    const stored = await getAdminSettings(deps);
    expect(stored.school).toMatchObject({ name: saved[0]?.school.name, version: version + 1 });
  });

  it('settings: simultaneous uploads to different images and a save without a version all survive', async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 120, height: 90, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const version = versionOf((await getAdminSettings(deps)).school);
    await Promise.all([
      setSettingsImage(deps, 'principalPhoto', await photo('#336699')),
      setSettingsImage(deps, 'partnerLogo', await photo('#993366')),
      saveSettings(deps, { ...facts, officeHours: 'Mon-Fri, 9am-1pm' }),
    ]);
    const { school: stored } = await getAdminSettings(deps);
    expect(stored.images.principalPhoto).not.toBeNull();
    expect(stored.images.partnerLogo).not.toBeNull();
    expect(stored).toMatchObject({ officeHours: 'Mon-Fri, 9am-1pm', version: version + 3 });
  });

  it('notices and messages: of two writes from the same version one lands', async () => {
    const notice = { text: 'Closed', kind: 'closure', startsAt: '2035-02-01T09:00', endsAt: '2035-02-02T09:00' };
    const created = await createNotice(deps, notice);
    expect(created.version).toBe(1);
    const edits = await Promise.allSettled(
      ['Closed Friday', 'Closed Saturday'].map((text) => updateNotice(deps, created.id, { ...notice, text, version: 1 })),
    );
    expect(edits.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);

    const id = await store.add(MESSAGES, {
      name: 'P',
      email: 'p@example.com',
      subject: 'S',
      message: 'M',
      createdAt: '2026-11-25T04:00:00.000Z',
      read: false,
    });
    const reads = await Promise.allSettled([1, 1].map((loaded) => markMessageRead(deps, id, loaded)));
    expect(reads.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    // Without a version, marking read again just counts.
    expect(await markMessageRead(deps, id)).toMatchObject({ read: true, version: 3 });
  });
});
