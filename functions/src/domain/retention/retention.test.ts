import type { TrashDeleter } from '@school/shared/trash-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { memoryFiles } from '../../testing/memory-files.js';
import { settingsInput } from '../../testing/settings-input.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { storedEnquiry } from '../../testing/enquiries.js';
import { ENQUIRIES, MESSAGES, REVISIONS, SUBSCRIBERS, TRASH } from '../collections.js';
import { saveWork } from '../enquiries/enquiry-work.js';
import { deleteMessage } from '../messages/inbox.js';
import { withMessageWords } from '../messages/inbox-pages.js';
import { ITEM_KINDS } from '../registry/item-kinds.js';
import { saveSettings } from '../settings/school-settings.js';
import { deletePastRetention, monthsBefore, retentionLine } from './retention.js';

// Issue 37, item 3: contact messages older than the months the settings keep them are deleted by the
// daily job, from the inbox and the trash alike, in each home's store (SQLite; Firestore through the
// in-process emulator), with a test clock; younger ones, and other kinds of things, stay.

const by: TrashDeleter = { id: 'staff-1', name: 'Asha Kaur', email: 'asha@school.example' };
const DAY = 24 * 60 * 60 * 1000;

describe.each(EACH_HOME_STORE)('retention of contact messages (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = new Date('2026-11-29T04:00:00Z');
  const clock = { now: () => now };
  const deps = () => ({ store, files: memoryFiles(), clock, kinds: ITEM_KINDS });

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());

  const message = (subject: string, createdAt: string) =>
    store.add(
      MESSAGES,
      withMessageWords({
        name: 'Parent',
        email: 'parent@family.example',
        subject,
        message: 'About my child',
        createdAt,
        read: false,
        version: 1,
      }),
    );

  it('deletes what is past the 24 months a new install keeps, from the inbox and the trash; keeps the rest', async () => {
    const old = await message('Two years and a day ago', new Date(now.getTime() - (731 + 1) * DAY).toISOString());
    const oldTrashed = await message('Old, then trashed', new Date(now.getTime() - 800 * DAY).toISOString());
    const young = await message('Last month', new Date(now.getTime() - 30 * DAY).toISOString());
    const youngTrashed = await message('Yesterday, trashed', new Date(now.getTime() - DAY).toISOString());
    await deleteMessage(store, clock, oldTrashed, by);
    await deleteMessage(store, clock, youngTrashed, by);

    // An enquiry past its 24 months goes with the revisions of the office's work on it (issue 38).
    const oldEnquiry = await store.add(ENQUIRIES, storedEnquiry({ createdAt: new Date(now.getTime() - 740 * DAY).toISOString() }));
    await saveWork({ store, clock }, oldEnquiry, { status: 'contacted' }, undefined, by);
    const youngEnquiry = await store.add(ENQUIRIES, storedEnquiry({ createdAt: new Date(now.getTime() - 300 * DAY).toISOString() }));
    const revisionsOf = async (id: string) => (await store.find(REVISIONS)).filter((one) => one.itemId === id);
    expect(await revisionsOf(oldEnquiry)).toHaveLength(1);

    // A subscriber paused (its mail server refused our mails) over 6 months ago goes (issue 39); one
    // paused lately, and one that gets its mail however long ago it came, stay.
    const subscriber = (id: string, createdAt: number, pausedAt?: number) =>
      store.set(SUBSCRIBERS, id, {
        email: `${id}@family.example`,
        createdAt: new Date(createdAt).toISOString(),
        ...(pausedAt !== undefined && { pausedAt: new Date(pausedAt).toISOString() }),
      });
    await subscriber('paused-long-ago', now.getTime() - 400 * DAY, now.getTime() - 200 * DAY);
    await subscriber('paused-lately', now.getTime() - 400 * DAY, now.getTime() - 20 * DAY);
    await subscriber('receiving', now.getTime() - 900 * DAY);

    const results = await deletePastRetention(deps());
    expect(results).toEqual([
      { kind: 'message', months: 24, deleted: 2 },
      { kind: 'enquiry', months: 24, deleted: 1 },
      { kind: 'subscriber', months: 6, deleted: 1 },
    ]);
    expect(retentionLine(results)).toBe(
      'Deleted by the retention limits: 2 message(s) older than 24 months, 1 enquiry(s) older than 24 months, 1 subscriber(s) older than 6 months.',
    );
    expect((await store.find(SUBSCRIBERS)).map((one) => one.id).sort()).toEqual(['paused-lately', 'receiving']);
    expect([await store.get(ENQUIRIES, oldEnquiry), await revisionsOf(oldEnquiry)]).toEqual([null, []]);
    expect(await store.get(ENQUIRIES, youngEnquiry)).not.toBeNull();
    expect(await store.get(MESSAGES, old)).toBeNull();
    expect(await store.get(TRASH, oldTrashed)).toBeNull();
    expect(await store.get(MESSAGES, young)).not.toBeNull();
    expect(await store.get(TRASH, youngTrashed)).not.toBeNull();
    // Nothing more the next day: the job is safe to run again.
    expect(retentionLine(await deletePastRetention(deps()))).toBeNull();
  });

  it('follows the months staff set: at 1 month, last month’s message goes when the clock moves on', async () => {
    await saveSettings(
      { store, clock, installerOfficeEmail: 'office@school.example' },
      settingsInput({ retentionMonths: { messages: 1 } }),
    );
    const recent = await message('Sent today', now.toISOString());
    expect((await deletePastRetention(deps()))[0]).toMatchObject({ months: 1 });
    expect(await store.get(MESSAGES, recent)).not.toBeNull();
    now = new Date(now.getTime() + 32 * DAY);
    await deletePastRetention(deps());
    expect(await store.get(MESSAGES, recent)).toBeNull();
  });
});

describe('monthsBefore', () => {
  it('counts calendar months', () => {
    expect(monthsBefore(new Date('2026-11-29T04:00:00.000Z'), 24)).toBe('2024-11-29T04:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-15T00:00:00.000Z'), 1)).toBe('2026-02-15T00:00:00.000Z');
  });
});
