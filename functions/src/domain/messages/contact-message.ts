import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import { HONEYPOT_FIELD, type ContactMessageInput } from '@school/shared/contact-schemas';
import { MESSAGES } from '../collections.js';
import { EmailVerification } from '../otp/email-verification.js';

export interface ContactDeps {
  store: DocumentStore;
  mailer: Mailer;
  clock: Clock;
  /** Where a copy of each message is mailed (OFFICE_EMAIL). */
  officeEmail: string;
  log?: Pick<Console, 'error'>;
}

/** True when the field people never see was filled in: a bot, to be answered as if it worked. */
export function isBotSubmission(body: unknown): boolean {
  const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof honeypot === 'string' && honeypot.trim() !== '';
}

/**
 * A visitor's message, accepted only from a recently verified address (one verification, one
 * message): kept in the staff inbox, then mailed to the office. Returns the stored message's id.
 */
export async function receiveContactMessage(deps: ContactDeps, input: ContactMessageInput): Promise<string> {
  const { store, mailer, clock, officeEmail, log = console } = deps;
  // Only checks and ends a verification here: no code is sent, so no ceiling alert can go out.
  const verification = new EmailVerification(store, mailer, clock, { installerOfficeEmail: officeEmail, log });
  await verification.assertVerified(input.email);

  const createdAt = clock.now().toISOString();
  const id = await store.add(MESSAGES, { ...input, createdAt, read: false, version: 1 });
  await verification.consume(input.email);
  // The message is safe in the inbox; a mail server hiccup must not tell the parent it failed.
  await mailer.send(officeMail(input, officeEmail)).catch((error: unknown) => {
    log.error(`Contact message ${id} stored, but notifying ${officeEmail} failed:`, error);
  });
  return id;
}

function officeMail(input: ContactMessageInput, to: string): MailMessage {
  return {
    to,
    // Replying in the mail app goes straight to the parent, not to the site's no-reply sender.
    replyTo: input.email,
    subject: `Website message: ${input.subject.replace(/\s+/g, ' ')}`,
    text: [
      `${input.name} <${input.email}> wrote through the website's contact form (address verified by email code):`,
      '',
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      '-- The message is also in the staff inbox at /admin/messages.',
    ].join('\n'),
  };
}
