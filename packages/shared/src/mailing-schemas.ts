import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from './subscription-fields.js';

// Sending to subscribers (issue 39, item 2): staff announce a publication (a news item or event, a
// document, a notice) and each subscriber of its topic gets one mail in their language, through a
// queue in the store. The announcement, the queue's jobs and the setting of when mail goes are
// stored below; the admin screens read the views. Browser-safe: zod only.

/** What can be announced, by the kind of its stored item (news items and events are one kind). */
export const ANNOUNCED_KINDS = ['event', 'document', 'notice'] as const;
export type AnnouncedKind = (typeof ANNOUNCED_KINDS)[number];

/** POST /api/announcements: the item to announce. */
export const announcementInputSchema = z.object({
  kind: z.enum(ANNOUNCED_KINDS, { error: 'Kind must be event, document or notice' }),
  id: z.string({ error: 'Choose the item to announce' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Choose the item to announce'),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** GET /api/announcements/:kind/:id/preview?locale=: the mail in one language (English for anything else). */
export const announcementPreviewQuerySchema = z.object({
  locale: z.enum(LOCALES).catch('en'),
});

/** When mails other than urgent notices go: at once, or gathered into one mail a week. */
export const MAIL_DELIVERIES = ['immediate', 'weekly'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** PUT /api/subscriptions/settings. */
export const mailingSettingsSchema = z.object({
  delivery: z.enum(MAIL_DELIVERIES, { error: 'Choose at once or weekly' }),
});
export type MailingSettings = z.infer<typeof mailingSettingsSchema>;

/**
 * An announcement as stored (collection `announcements`, by `<kind>-<item id>`: one per item, so
 * announcing twice mails nobody twice). While it waits for its time (the item's publish time, the
 * weekly digest) it carries `fanOutAt`; once every subscriber of the topic has a job, none.
 */
export const storedAnnouncementSchema = z.object({
  kind: z.enum(ANNOUNCED_KINDS),
  itemId: z.string(),
  topic: z.enum(SUBSCRIPTION_TOPICS),
  /** The item's English title when announced, for the staff list. */
  title: z.string(),
  by: z.object({ uid: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** When its mails go: at once, the item's publish time, or the digest's. */
  dueAt: z.string(),
  /** The weekly digest it goes in (that digest's instant), or null for a mail of its own. */
  digest: z.string().nullable(),
  state: z.enum(['waiting', 'queued', 'cancelled']),
  /** While waiting: when the queue next looks at it. */
  fanOutAt: z.string().optional(),
  /** The last subscriber given a job, so a crash in the middle goes on where it stopped. */
  fanOutAfter: z.string().nullable(),
});
export type StoredAnnouncement = z.infer<typeof storedAnnouncementSchema>;

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'dropped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One mail to one subscriber (collection `mail_jobs`), by a hash of the subscriber and the
 * announcement (or the digest): the idempotency key, so a job is made once however often it is
 * asked. `nextAt` is when it may next be claimed (queued: when due; sending: when its lease ends);
 * a finished job has none.
 */
export const storedMailJobSchema = z.object({
  subscriberId: z.string(),
  /** The address's owner key (throttles/rate-limit.ts), by which "A person's data" finds the job. */
  owner: z.string(),
  announcements: z.array(z.string()),
  digest: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  nextAt: z.string().optional(),
  /** The claim's random token while sending: only its holder may mark the job. */
  lease: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  expiresAt: z.string(),
});
export type StoredMailJob = z.infer<typeof storedMailJobSchema>;

/** How an announcement's mails stand: "sent to 312, 2 failed". */
export type DeliveryCounts = Record<MailStatus, number>;

/** An announcement as the staff screens show it. */
export interface AnnouncementView {
  _id: string;
  kind: AnnouncedKind;
  itemId: string;
  topic: SubscriptionTopic;
  title: string;
  by: string;
  createdAt: string;
  dueAt: string;
  digest: string | null;
  state: StoredAnnouncement['state'];
  counts: DeliveryCounts;
}

/** The staff's preview of a mail: what a subscriber of the language would read. */
export interface MailPreview {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** What the subscribers' screen shows: how many get each topic, and the setting. */
export interface SubscribersSummary {
  confirmed: number;
  pending: number;
  paused: number;
  byTopic: Record<SubscriptionTopic, number>;
  delivery: MailDelivery;
}
