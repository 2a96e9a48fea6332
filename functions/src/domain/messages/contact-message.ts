import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import { contactRequestSchema, type ContactMessageInput } from '@school/shared/contact-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import { MESSAGES } from '../collections.js';
import { EmailVerification } from '../otp/email-verification.js';
import { parse } from '../parse.js';
import { takeConsent } from '../privacy/consent.js';
import { officeEmail } from '../settings/school-settings.js';
import { isBotSubmission, LANGUAGE_NAMES } from '../visitor-forms.js';
import { withMessageWords } from './inbox-pages.js';

export interface ContactDeps {
  store: DocumentStore;
  mailer: Mailer;
  clock: Clock;
  /** The office's address before staff set one (AppConfig.officeEmail). */
  installerOfficeEmail: string;
  log?: Pick<Console, 'error'>;
}

/**
 * A visitor's message (`body`: POST /content/contact's form), accepted only from a recently verified
 * address (one verification, one message): kept in the staff inbox, then mailed to the office.
 * Returns the stored message's id, or null for a bot's (the hidden field filled in), which is kept
 * nowhere and mailed to nobody but must look as if it worked. A message from a Punjabi or Hindi page
 * records its language (English ones stay as they were). Refused (400) unless the visitor ticked the
 * consent box; the message keeps what they agreed to.
 */
export async function receiveContactMessage(deps: ContactDeps, body: unknown): Promise<string | null> {
  if (isBotSubmission(body)) return null;
  const { locale, ...input } = parse(contactRequestSchema, body);
  const { store, mailer, clock, installerOfficeEmail, log = console } = deps;
  // Before the verification is looked at or used up: without consent, nothing is kept or mailed.
  const consent = await takeConsent(deps, body, locale);
  // The address staff set in /admin/settings, read per message so a change applies at once.
  const office = await officeEmail({ store, installerOfficeEmail });
  // Only checks and ends a verification here: no code is sent, so no ceiling alert can go out.
  const verification = new EmailVerification(store, mailer, clock, { installerOfficeEmail, log });
  await verification.assertVerified(input.email);

  // One instant: the message is kept when the visitor agreed (a second reading of the clock may differ).
  const createdAt = consent.agreedAt;
  const message = { ...input, createdAt, read: false, version: 1, ...(locale === 'en' ? {} : { locale }), consent };
  const id = await store.add(MESSAGES, withMessageWords(message));
  await verification.consume(input.email);
  // The message is safe in the inbox; a mail server hiccup must not tell the parent it failed.
  await mailer.send(officeMail(input, locale, office)).catch((error: unknown) => {
    log.error(`Contact message ${id} stored, but notifying ${office} failed:`, error);
  });
  return id;
}

/**
 * The office's copy. Its fixed words stay in English whatever the visitor's language: it is read
 * by the school's staff, for whom the whole back office is in English (issue 25: "the admin stays
 * in English"). The visitor's language shows where it helps them answer: the subject and first line
 * name it (so a reply can be in it), and the message itself is as the visitor wrote it. From an
 * English page the mail is exactly as before.
 */
function officeMail(input: ContactMessageInput, locale: Locale, to: string): MailMessage {
  const language = LANGUAGE_NAMES[locale];
  const fromPage = locale === 'en' ? [] : [`They wrote from the website's ${language} page: they may prefer a reply in ${language}.`, ''];
  return {
    to,
    // Replying in the mail app goes straight to the parent, not to the site's no-reply sender.
    replyTo: input.email,
    subject: `Website message${locale === 'en' ? '' : ` (${language})`}: ${input.subject.replace(/\s+/g, ' ')}`,
    text: [
      `${input.name} <${input.email}> wrote through the website's contact form (address verified by email code):`,
      '',
      ...fromPage,
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      '-- The message is also in the staff inbox at /admin/messages.',
    ].join('\n'),
  };
}
