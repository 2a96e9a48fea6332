import { UNCONFIRMED_KEEP_DAYS } from '@school/shared/subscription-fields';
import { subscribeRequestSchema, type StoredSubscriber } from '@school/shared/subscription-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer } from '../../ports/mailer.js';
import { SUBSCRIBERS } from '../collections.js';
import { AppError, RetryLaterError, waitText } from '../errors.js';
import { newId } from '../ids.js';
import { SUBSCRIBE_LIMITS } from '../limits.js';
import { emailKey } from '../otp/otp-codes.js';
import { parse } from '../parse.js';
import { takeConsent } from '../privacy/consent.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { acquireLock, releaseLock } from '../store-lock.js';
import { throttleSend } from '../throttles/send-throttle.js';
import { isBotSubmission } from '../visitor-forms.js';
import { pageLink, signedLink } from './subscription-links.js';
import { alreadySubscribedMail, confirmationMail } from './subscription-mails.js';
import { subscriberOf, withAudience } from './subscriber-records.js';

export interface SubscriptionDeps {
  store: DocumentStore;
  mailer: Mailer;
  clock: Clock;
  /** The site's address, for the links in the mails (AppConfig.siteUrl). */
  siteUrl: string;
  log?: Pick<Console, 'error'> | undefined;
}

const DAY = 24 * 60 * 60 * 1000;
export const SUBSCRIBE_BUSY = 'Another request for this address is under way. Please wait a moment and try again.';
const tooMany = (wait: number) => `Too many requests for this address. Please wait ${waitText(wait)} and try again.`;

/**
 * POST /api/subscriptions (issue 39): an address asks for e-mail updates. With the privacy consent,
 * within the code mails' kind of limits (SUBSCRIBE_LIMITS), it is kept unconfirmed for
 * UNCONFIRMED_KEEP_DAYS and sent the confirmation link; nothing else goes to it until that link is
 * used. An address already subscribed is sent its manage link instead and changes nothing, so a
 * stranger can neither change a parent's subscription nor learn that there is one: every request
 * is answered alike (a bot's, and one a ceiling refuses, with nothing sent).
 */
export async function subscribe(deps: SubscriptionDeps, body: unknown, clientIp: string | undefined): Promise<void> {
  if (isBotSubmission(body)) return;
  const request = parse(subscribeRequestSchema, body);
  const consent = await takeConsent(deps, body, request.locale);
  const verdict = await throttleSend(deps, {
    kind: 'subscribe',
    subject: request.email,
    clientIp,
    limits: SUBSCRIBE_LIMITS,
    message: tooMany,
  });
  if (verdict === 'ceiling') return;
  // One request per address at a time: two at once must not make two subscribers of one address.
  const lock = `subscribe-${emailKey(request.email)}`;
  if (!(await acquireLock(deps.store, lock, deps.clock, { holdMs: 5_000, waitMs: 5_000 }))) throw new RetryLaterError(SUBSCRIBE_BUSY, 1);
  try {
    const { name: school } = await readSchoolSettings(deps);
    const existing = await subscriberOf(deps.store, request.email);
    if (existing?.status === 'confirmed') {
      const link = pageLink(deps.siteUrl, existing.locale, '/subscribe/manage', await signedLink(deps.store, 'manage', existing.id));
      await mail(deps, alreadySubscribedMail(existing.email, existing.locale, school, existing.topics, link));
      return;
    }
    const now = deps.clock.now();
    const id = existing?.id ?? newId();
    const pending: StoredSubscriber = withAudience({
      email: request.email,
      locale: request.locale,
      topics: request.topics,
      status: 'pending',
      consent,
      createdAt: existing?.createdAt ?? now.toISOString(),
      updatedAt: now.toISOString(),
      confirmedAt: null,
      expiresAt: new Date(now.getTime() + UNCONFIRMED_KEEP_DAYS * DAY).toISOString(),
      bounces: 0,
    });
    await deps.store.set(SUBSCRIBERS, id, pending);
    const link = pageLink(deps.siteUrl, request.locale, '/subscribe/confirm', await signedLink(deps.store, 'confirm', id));
    await mail(deps, confirmationMail(request.email, request.locale, school, request.topics, link));
  } finally {
    await releaseLock(deps.store, lock);
  }
}

async function mail({ mailer }: SubscriptionDeps, message: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    // 503 is logged by the error middleware with the mailer's reason attached; the parent asks again.
    throw Object.assign(new AppError(503, 'We could not send the email right now. Please try again later.'), { cause: error });
  }
}
