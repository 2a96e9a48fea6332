import type { StoredAnnouncement, StoredMailJob } from '@school/shared/mailing-schemas';
import type { StoredSubscriber } from '@school/shared/subscription-schemas';
import type { Clock } from '../../ports/clock.js';
import { DOCUMENT_ID, type DocumentStore, type StoredDocument } from '../../ports/document-store.js';
import { ANNOUNCEMENTS, MAIL_JOBS, SUBSCRIBERS } from '../collections.js';
import { ownerKey } from '../throttles/rate-limit.js';
import { createJob, jobId, MAILING, newJob } from './mail-jobs.js';
import { nextDigest } from './mailing-settings.js';
import { readPublication } from './publications.js';

// An announcement whose time has come becomes one job per subscriber of its topic (issue 39): the
// subscribers are read a page at a time by `audience` (confirmed, not paused) in id order, and the
// announcement keeps the last id done, so a crash in the middle goes on from there; a job that is
// already there (the page done again) is left as it is. An item that is gone, or was made a draft,
// is announced to nobody; one whose publish time moved later waits for it.

interface FanOutDeps {
  store: DocumentStore;
  clock: Clock;
}

type Announcement = StoredDocument<StoredAnnouncement>;
const withoutId = ({ id: _id, ...announcement }: Announcement): StoredAnnouncement => announcement;

/** Fans out every announcement that is due; answers how many jobs were made. */
export async function fanOutDue(deps: FanOutDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const due = await deps.store.find<StoredAnnouncement>(ANNOUNCEMENTS, {
    where: [{ field: 'fanOutAt', op: '<=', value: now }],
    orderBy: [{ field: 'fanOutAt' }],
    limit: MAILING.batch,
  });
  let made = 0;
  for (const announcement of due) made += await fanOut(deps, announcement);
  return made;
}

async function settle(deps: FanOutDeps, announcement: Announcement, change: Partial<StoredAnnouncement>): Promise<void> {
  const { fanOutAt: _at, ...rest } = withoutId(announcement);
  await deps.store.set(ANNOUNCEMENTS, announcement.id, { ...rest, ...change });
}

async function fanOut(deps: FanOutDeps, announcement: Announcement): Promise<number> {
  const now = deps.clock.now();
  const publication = await readPublication(deps.store, announcement.kind, announcement.itemId, now);
  if (!publication?.open) {
    await settle(deps, announcement, { state: 'cancelled' });
    return 0;
  }
  if (Date.parse(publication.liveAt) > now.getTime()) {
    // Its publish time moved later: the mail waits for it (and for the digest after it).
    const later = new Date(publication.liveAt);
    const digest = announcement.digest === null ? null : nextDigest(later);
    const dueAt = digest ?? later.toISOString();
    await deps.store.set(ANNOUNCEMENTS, announcement.id, { ...withoutId(announcement), dueAt, digest, fanOutAt: dueAt });
    return 0;
  }
  let made = 0;
  let after = announcement.fanOutAfter;
  for (;;) {
    const page = await deps.store.find<StoredSubscriber>(SUBSCRIBERS, {
      where: [{ field: 'audience', op: 'array-contains', value: announcement.topic }],
      orderBy: [{ field: DOCUMENT_ID }],
      limit: MAILING.fanOutPage,
      ...(after !== null && { startAfter: [after] }),
    });
    for (const subscriber of page) if (await giveJob(deps, announcement, subscriber)) made++;
    const last = page.at(-1);
    if (last) {
      after = last.id;
      await deps.store.update(ANNOUNCEMENTS, announcement.id, { fanOutAfter: after });
    }
    if (page.length < MAILING.fanOutPage) break;
  }
  await settle(deps, { ...announcement, fanOutAfter: after }, { state: 'queued' });
  return made;
}

/**
 * The subscriber's job for the announcement: a mail of its own, or its place in the subscriber's
 * digest of that week (added while the digest has not gone; if it has, a mail of its own).
 */
async function giveJob(deps: FanOutDeps, announcement: Announcement, subscriber: StoredDocument<StoredSubscriber>): Promise<boolean> {
  const who = { id: subscriber.id, owner: ownerKey(subscriber.email) };
  const single = () =>
    createJob(deps.store, jobId(subscriber.id, announcement.id), newJob(deps, who, [announcement.id], null, announcement.dueAt));
  const { digest } = announcement;
  if (digest === null) return single();
  const id = jobId(subscriber.id, `digest|${digest}`);
  const job = await deps.store.mutate<StoredMailJob>(MAIL_JOBS, id, (current) => {
    if (!current) return newJob(deps, who, [announcement.id], digest, digest);
    const { id: _id, ...stored } = current;
    if (stored.status !== 'queued' || stored.announcements.includes(announcement.id)) return stored;
    return { ...stored, announcements: [...stored.announcements, announcement.id] };
  });
  if (job?.announcements.includes(announcement.id)) return true;
  return single();
}
