import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { apiSend } from '../../lib/api-client';
import type { SubscriptionChoice } from './subscription-api';

/**
 * POST /subscriptions (issue 39), public: `honeypot` is whatever landed in the hidden field. Sent only
 * once the consent box is ticked; the answer is alike for every address.
 */
export const askSubscription = (email: string, choice: SubscriptionChoice, honeypot: string) =>
  apiSend('POST', '/subscriptions', { email, ...choice, [CONSENT_FIELD]: true, [HONEYPOT_FIELD]: honeypot }, { auth: false });
