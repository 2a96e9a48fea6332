import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { storedConsentSchema } from './consent-schemas.js';
import { LOCALES } from './i18n/locales.js';
import { LINK_NOT_VALID, SUBSCRIPTION_TOPICS, TOPICS_REQUIRED } from './subscription-fields.js';

export { LINK_NOT_VALID, SUBSCRIPTION_TOPICS, TOPIC_NAMES, TOPICS_REQUIRED, type SubscriptionTopic } from './subscription-fields.js';

// E-mail subscriptions (issue 39): what a parent sends, the subscriber as stored, and what the manage
// page reads and sends back. Browser-safe: zod only. The public pages import only the types and
// subscription-fields.ts (no zod); the API parses with these.

const topicsSchema = z
  .array(z.enum(SUBSCRIPTION_TOPICS, { error: 'Unknown topic' }), { error: TOPICS_REQUIRED })
  .min(1, TOPICS_REQUIRED)
  .max(SUBSCRIPTION_TOPICS.length, 'Unknown topic')
  .transform((topics) => SUBSCRIPTION_TOPICS.filter((topic) => topics.includes(topic)));

/** The language the mails are written in (and the 400s answered in). */
const mailLocaleSchema = z.enum(LOCALES, { error: 'Language must be en, pa or hi' }).default('en');

/** POST /api/subscriptions: an address, the mails' language and the topics (the consent beside them). */
export const subscribeRequestSchema = z.object({
  email: emailSchema,
  locale: mailLocaleSchema,
  topics: topicsSchema,
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** A confirm or manage link's two fields (query or body): the subscriber's id and its signature. */
export const subscriptionLinkSchema = z.object({
  s: z.string({ error: LINK_NOT_VALID }).regex(/^[A-Za-z0-9]{1,64}$/, LINK_NOT_VALID),
  t: z.string({ error: LINK_NOT_VALID }).regex(/^[A-Za-z0-9_-]{1,128}$/, LINK_NOT_VALID),
});
export type SubscriptionLink = z.infer<typeof subscriptionLinkSchema>;

/** PUT /api/subscriptions/manage: the link, and the new topics and language. */
export const subscriptionUpdateSchema = subscriptionLinkSchema.extend({ locale: mailLocaleSchema, topics: topicsSchema });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;

/**
 * A subscriber as stored (collection `subscribers`, by a random id: the id is in every link, never the
 * address). `audience` is what the sending reads: the topics while confirmed and not paused, else
 * none, so "who gets a news item" is one `array-contains` query.
 */
export const storedSubscriberSchema = z.object({
  email: emailSchema,
  locale: z.enum(LOCALES),
  topics: z.array(z.enum(SUBSCRIPTION_TOPICS)),
  status: z.enum(SUBSCRIBER_STATUSES),
  consent: storedConsentSchema,
  audience: z.array(z.enum(SUBSCRIPTION_TOPICS)),
  createdAt: z.string(),
  updatedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Only while unconfirmed: the address is deleted after it (UNCONFIRMED_KEEP_DAYS). */
  expiresAt: z.string().optional(),
  /** Permanent refusals (SMTP 5xx) in a row; a delivered mail sets it back to 0. */
  bounces: z.number().int().min(0),
  /** When the mails stopped after too many refusals in a row; absent while mail goes. */
  pausedAt: z.string().optional(),
});
export type StoredSubscriber = z.infer<typeof storedSubscriberSchema>;

/** What the manage page shows (GET /api/subscriptions/manage). */
export interface SubscriptionView {
  email: string;
  locale: (typeof LOCALES)[number];
  topics: (typeof SUBSCRIPTION_TOPICS)[number][];
  status: (typeof SUBSCRIBER_STATUSES)[number];
  /** True when mail stopped after repeated refusals; saving the page starts it again. */
  paused: boolean;
}
