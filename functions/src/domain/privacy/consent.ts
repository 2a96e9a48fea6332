import { CONSENT_FIELD, CONSENT_REQUIRED, type StoredConsent } from '@school/shared/consent-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { ValidationError } from '../errors.js';
import { serverText } from '../i18n/server-messages.js';
import { readPublished } from '../page-texts/page-texts.js';

// Consent as the DPDP Act asks for it (issue 37): a clear act (the visitor ticks an unticked box),
// specific (to the privacy notice in force), and provable (kept with the record it covers). Every form
// that collects personal data takes it through here: the contact form now, enquiries and
// subscriptions later.

/**
 * The consent `body` gives (its CONSENT_FIELD exactly `true`), recorded against the privacy notice
 * published now; without it, a 400 in the page's language, before anything is stored or mailed.
 */
export async function takeConsent(deps: { store: DocumentStore; clock: Clock }, body: unknown, locale: Locale): Promise<StoredConsent> {
  const given = typeof body === 'object' && body !== null && (body as Record<string, unknown>)[CONSENT_FIELD] === true;
  if (!given) throw new ValidationError(serverText(locale)(CONSENT_REQUIRED));
  const notice = await readPublished(deps, 'privacy');
  return { noticeVersion: notice.publication ?? 1, agreedAt: deps.clock.now().toISOString(), locale };
}
