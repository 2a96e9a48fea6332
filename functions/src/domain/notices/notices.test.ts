import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotice, currentNotice, deleteNotice, listNotices } from './notices.js';

// Which notice shows, worked out in each home's store (SQLite; Firestore through firebase-admin and
// the in-process emulator): the query is one range on the stored milliseconds, the choice is ours.

describe.each(EACH_HOME_STORE)('the notice to show (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = new Date('2026-11-25T04:00:00Z');
  const deps = () => ({ store, clock: { now: () => now } });
  const notice = (kind: string, text: string, startsAt: string, endsAt: string) => createNotice(deps(), { text, kind, startsAt, endsAt });

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());

  it('picks the most severe current notice and says when that may change', async () => {
    expect(await currentNotice(deps(), now)).toEqual({ notice: null, changesAt: null });
    const info = await notice('information', 'Sports day on Saturday', '2026-11-25T08:00', '2026-11-26T08:00');
    await notice('closure', 'Closed tomorrow', '2026-11-25T14:00', '2026-11-26T14:00');
    await notice('emergency', 'Last week', '2026-11-18T08:00', '2026-11-19T08:00');

    // 09:30 India time: the closure is still to come, so the answer changes at its start (08:30 UTC).
    const shown = await currentNotice(deps(), now);
    expect(shown.notice).toMatchObject({ id: info.id, text: 'Sports day on Saturday', kind: 'information' });
    expect(shown.changesAt?.toISOString()).toBe('2026-11-25T08:30:00.000Z');

    now = new Date('2026-11-25T08:30:00Z');
    const later = await currentNotice(deps(), now);
    expect(later.notice).toMatchObject({ kind: 'closure', text: 'Closed tomorrow' });
    expect(later.changesAt?.toISOString()).toBe('2026-11-26T02:30:00.000Z');

    const list = await listNotices(deps());
    expect(list.map((n) => [n.text, n.state, n.shownNow])).toEqual([
      ['Closed tomorrow', 'current', true],
      ['Sports day on Saturday', 'current', false],
      ['Last week', 'ended', false],
    ]);

    now = new Date('2026-11-26T08:30:00Z');
    expect(await currentNotice(deps(), now)).toEqual({ notice: null, changesAt: null });
    for (const { id } of list) await deleteNotice(deps(), id);
    expect(await listNotices(deps())).toEqual([]);
  });
});
