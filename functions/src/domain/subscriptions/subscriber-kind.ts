import type { StoredSubscriber } from '@school/shared/subscription-schemas';
import { SUBSCRIBERS } from '../collections.js';
import type { ItemKind } from '../item-kinds/item-kind.js';
import type { PersonalDataSupport } from '../item-kinds/personal-data.js';
import { withAudience } from './subscriber-records.js';

/**
 * How long an address whose mail was paused (its server refused it again and again: a mailbox that
 * is gone) is kept before it is deleted, in case its owner fixes it and saves the manage page.
 */
export const PAUSED_KEEP_MONTHS = 6;

/**
 * A subscriber holds a parent's address. A correction writes the new address (the subscription
 * stays confirmed: staff act on the owner's request); a person is shown all of it but the topics
 * the sending reads, which repeat the topics.
 */
const subscriberPersonalData: PersonalDataSupport = {
  emailField: 'email',
  words: ['subscription', 'subscriptions'],
  corrected: (version, { newEmail }) => {
    const subscriber = version as unknown as StoredSubscriber;
    return withAudience({ ...subscriber, ...(newEmail !== undefined && { email: newEmail }) });
  },
  shown: ({ audience: _audience, ...rest }) => rest,
};

/**
 * E-mail subscribers (issue 39): never trashed or versioned (a subscriber leaves by unsubscribing,
 * which deletes them), found by "A person's data", and kept no longer than needed: an unconfirmed
 * address expires after 7 days (its `expiresAt`, the expiry sweep), a paused one after
 * PAUSED_KEEP_MONTHS (retention reads `pausedAt`, which only paused subscribers carry).
 */
export const subscriberKind: ItemKind = {
  name: 'subscriber',
  collection: SUBSCRIBERS,
  trashNames: [],
  audit: 'subscriber',
  personalData: subscriberPersonalData,
  retention: { field: 'pausedAt', months: () => PAUSED_KEEP_MONTHS },
};
