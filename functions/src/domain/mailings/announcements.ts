import {
  announcementInputSchema,
  announcementPreviewQuerySchema,
  MAIL_STATUSES,
  type AnnouncedKind,
  type AnnouncementView,
  type DeliveryCounts,
  type MailPreview,
  type StoredAnnouncement,
} from '@school/shared/mailing-schemas';
import { ANNOUNCED_KINDS } from '@school/shared/mailing-schemas';
import type { AuditItemKind } from '@school/shared/audit-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import { recordAs, type AuditMember } from '../audit/audit-log.js';
import { ANNOUNCEMENTS, MAIL_JOBS } from '../collections.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { parse } from '../parse.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { announcementMail } from './announcement-mail.js';
import type { MailingDeps } from './mail-delivery.js';
import { nextDigest, readMailingSettings } from './mailing-settings.js';
import { readPublication } from './publications.js';

// Staff announce an item to its topic's subscribers (issue 39): once per item, at once or in the
// week's digest as the setting says (urgent notices always at once), never before the item is public.
// What they see of it: when its mails go, and how many went ("sent to 312, 2 failed").

const NOT_FOUND = 'Item not found';
export const NOT_OPEN = 'Publish it first: a draft or an ended notice is mailed to nobody.';
const AUDIT_KINDS: Record<AnnouncedKind, AuditItemKind> = { event: 'news-or-event', document: 'document', notice: 'notice' };

type Deps = Pick<MailingDeps, 'store' | 'clock'>;

const idOf = (kind: AnnouncedKind, itemId: string) => `${kind}-${itemId}`;

/** How an announcement's mails stand: one count per status (an equality and an array-contains each). */
async function countsOf({ store }: Deps, id: string): Promise<DeliveryCounts> {
  const counts = await Promise.all(
    MAIL_STATUSES.map((status) =>
      store.count(MAIL_JOBS, {
        where: [
          { field: 'announcements', op: 'array-contains', value: id },
          { field: 'status', op: '==', value: status },
        ],
      }),
    ),
  );
  return Object.fromEntries(MAIL_STATUSES.map((status, i) => [status, counts[i] ?? 0])) as DeliveryCounts;
}

async function viewOf(deps: Deps, announcement: StoredDocument<StoredAnnouncement>): Promise<AnnouncementView> {
  const { id, kind, itemId, topic, title, by, createdAt, dueAt, digest, state } = announcement;
  return { _id: id, kind, itemId, topic, title, by: by.name, createdAt, dueAt, digest, state, counts: await countsOf(deps, id) };
}

/**
 * POST /api/announcements: the item's subscribers will get it. Answers the announcement (the one
 * there already when the item was announced before: nobody is mailed twice).
 */
export async function announce(deps: Deps, input: unknown, by: AuditMember): Promise<{ created: boolean; view: AnnouncementView }> {
  const { kind, id: itemId } = parse(announcementInputSchema, input);
  const now = deps.clock.now();
  const publication = await readPublication(deps.store, kind, itemId, now);
  if (!publication) throw new NotFoundError(NOT_FOUND);
  if (!publication.open) throw new ValidationError(NOT_OPEN);
  const live = new Date(Math.max(now.getTime(), Date.parse(publication.liveAt)));
  const { delivery } = await readMailingSettings(deps.store);
  const digest = publication.topic !== 'notices' && delivery === 'weekly' ? nextDigest(live) : null;
  const dueAt = digest ?? live.toISOString();
  const id = idOf(kind, itemId);
  const announcement: StoredAnnouncement = {
    kind,
    itemId,
    topic: publication.topic,
    title: publication.title,
    by: { uid: by.id, name: by.name },
    createdAt: now.toISOString(),
    dueAt,
    digest,
    state: 'waiting',
    fanOutAt: dueAt,
    fanOutAfter: null,
  };
  try {
    await deps.store.create(ANNOUNCEMENTS, id, announcement);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const existing = await deps.store.get<StoredAnnouncement>(ANNOUNCEMENTS, id);
    if (existing) return { created: false, view: await viewOf(deps, existing) };
    throw error;
  }
  await recordAs(deps, by, {
    action: 'announce',
    itemKind: AUDIT_KINDS[kind],
    itemId,
    itemTitle: publication.title,
    detail: digest
      ? `In the weekly mail of ${digest.slice(0, 10)}`
      : dueAt > now.toISOString()
        ? `When it is published, ${dueAt}`
        : 'At once',
  });
  return { created: true, view: await viewOf(deps, { ...announcement, id }) };
}

/** The item an address names, whatever its state; 404 for an unknown kind or no such item. */
async function existingPublication(deps: Deps, kind: string, itemId: string) {
  if (!(ANNOUNCED_KINDS as readonly string[]).includes(kind)) throw new NotFoundError(NOT_FOUND);
  const publication = await readPublication(deps.store, kind as AnnouncedKind, itemId, deps.clock.now());
  if (!publication) throw new NotFoundError(NOT_FOUND);
  return publication;
}

/** GET /api/announcements/:kind/:id: the item's announcement, or null when it was never announced; 404 for no such item. */
export async function announcementOf(deps: Deps, kind: string, itemId: string): Promise<AnnouncementView | null> {
  await existingPublication(deps, kind, itemId);
  const found = await deps.store.get<StoredAnnouncement>(ANNOUNCEMENTS, idOf(kind as AnnouncedKind, itemId));
  return found ? viewOf(deps, found) : null;
}

/** GET /api/announcements: the newest announcements with their counts, for the subscribers' screen. */
export async function recentAnnouncements(deps: Deps, limit = 20): Promise<AnnouncementView[]> {
  const found = await deps.store.find<StoredAnnouncement>(ANNOUNCEMENTS, { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit });
  return Promise.all(found.map((announcement) => viewOf(deps, announcement)));
}

/** GET /api/announcements/:kind/:id/preview?locale=: the mail a subscriber of the language would get. */
export async function previewMail(deps: MailingDeps, kind: string, itemId: string, query: unknown): Promise<MailPreview> {
  const { locale } = parse(announcementPreviewQuerySchema, query);
  const publication = await existingPublication(deps, kind, itemId);
  const { name } = await readSchoolSettings(deps);
  const sample = { manage: `${deps.siteUrl}/subscribe/manage?s=…&t=…`, oneClick: `${deps.siteUrl}/api/subscriptions/unsubscribe/…/…` };
  const mail = announcementMail(
    { email: 'parent@example.com', locale, topics: [publication.topic] },
    [publication],
    name,
    deps.siteUrl,
    sample,
  );
  return { subject: mail.subject, text: mail.text, headers: mail.headers ?? {} };
}
