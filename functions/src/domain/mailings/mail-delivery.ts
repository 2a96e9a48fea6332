import type { StoredAnnouncement, StoredMailJob } from '@school/shared/mailing-schemas';
import type { StoredSubscriber } from '@school/shared/subscription-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { MailRefused, type Mailer } from '../../ports/mailer.js';
import { ANNOUNCEMENTS, SUBSCRIBERS } from '../collections.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { siteOrigin } from '../site-origin.js';
import { oneClickLink, pageLink, signedLink } from '../subscriptions/subscription-links.js';
import { withAudience } from '../subscriptions/subscriber-records.js';
import { announcementMail } from './announcement-mail.js';
import { finishJob, MAILING, type JobOutcome } from './mail-jobs.js';
import { readPublication, type Publication } from './publications.js';

// Sending one claimed job (issue 39): the subscriber as stored now (gone or paused: the job is
// dropped), the items still there and still in the subscriber's topics, the mail in their language,
// then the mark. A 5xx refusal fails the job for good and counts a bounce: MAILING.pauseAfterBounces
// in a row pause the address. Anything else is tried again later, MAILING.retryDelaysMs apart.

export interface MailingDeps {
  store: DocumentStore;
  mailer: Mailer;
  clock: Clock;
  /** The site's address, for the links in the mails (AppConfig.siteUrl). */
  siteUrl: string;
  log?: Pick<Console, 'error'> | undefined;
}

/** What one drain reads once: the school's name, the announcements and their items. */
export interface DrainCache {
  school?: string;
  items: Map<string, Promise<{ announcement: StoredAnnouncement; publication: Publication } | null>>;
}

export const newDrainCache = (): DrainCache => ({ items: new Map() });

function itemOf(deps: MailingDeps, cache: DrainCache, id: string) {
  let found = cache.items.get(id);
  if (!found) {
    found = (async () => {
      const announcement = await deps.store.get<StoredAnnouncement>(ANNOUNCEMENTS, id);
      if (!announcement || announcement.state === 'cancelled') return null;
      const publication = await readPublication(deps.store, announcement.kind, announcement.itemId, deps.clock.now());
      return publication?.open ? { announcement, publication } : null;
    })();
    cache.items.set(id, found);
  }
  return found;
}

/** Sends a job this sender has claimed (`lease`), and marks it. */
export async function deliverJob(deps: MailingDeps, cache: DrainCache, id: string, job: StoredMailJob, lease: string): Promise<void> {
  const subscriber = await deps.store.get<StoredSubscriber>(SUBSCRIBERS, job.subscriberId);
  const publications: Publication[] = [];
  for (const announcementId of subscriber ? job.announcements : []) {
    const item = await itemOf(deps, cache, announcementId);
    if (item && subscriber?.audience.includes(item.announcement.topic)) publications.push(item.publication);
  }
  if (!subscriber || publications.length === 0) {
    await finishJob(deps.store, deps.clock, id, lease, { status: 'dropped' });
    return;
  }
  cache.school ??= (await readSchoolSettings(deps)).name;
  const manage = await signedLink(deps.store, 'manage', subscriber.id);
  const links = {
    manage: pageLink(deps.siteUrl, subscriber.locale, '/subscribe/manage', manage),
    oneClick: oneClickLink(deps.siteUrl, manage),
  };
  const mail = announcementMail(subscriber, publications, cache.school, deps.siteUrl, links);
  try {
    await deps.mailer.send({ ...mail, messageId: `<${id}@${new URL(siteOrigin(deps.siteUrl)).hostname}>` });
  } catch (error) {
    const outcome = failure(job, error, deps.clock);
    deps.log?.error(
      `A subscriber's mail was not sent (attempt ${job.attempts}): ${outcome.status === 'queued' ? 'trying again later' : 'given up'}`,
      error,
    );
    await finishJob(deps.store, deps.clock, id, lease, outcome);
    if (error instanceof MailRefused && error.permanent) await bounced(deps, subscriber.id);
    return;
  }
  await finishJob(deps.store, deps.clock, id, lease, { status: 'sent' });
  if (subscriber.bounces > 0) await deps.store.update(SUBSCRIBERS, subscriber.id, { bounces: 0 });
}

function failure(job: StoredMailJob, error: unknown, clock: Clock): JobOutcome {
  const reason = error instanceof Error ? error.message.slice(0, 300) : 'The mail could not be sent';
  if (error instanceof MailRefused && error.permanent) return { status: 'failed', error: reason };
  const delay = MAILING.retryDelaysMs[job.attempts - 1];
  if (delay === undefined) return { status: 'failed', error: reason };
  return { status: 'queued', error: reason, retryAt: new Date(clock.now().getTime() + delay).toISOString() };
}

/** One more permanent refusal in a row; at MAILING.pauseAfterBounces the address gets no more mail. */
async function bounced({ store, clock }: MailingDeps, id: string): Promise<void> {
  const now = clock.now().toISOString();
  await store.mutate<StoredSubscriber>(SUBSCRIBERS, id, (current: StoredDocument<StoredSubscriber> | null) => {
    if (!current) return null;
    const { id: _id, ...subscriber } = current;
    const bounces = subscriber.bounces + 1;
    const paused = bounces >= MAILING.pauseAfterBounces && subscriber.pausedAt === undefined;
    return withAudience({ ...subscriber, bounces, ...(paused && { pausedAt: now, updatedAt: now }) });
  });
}
