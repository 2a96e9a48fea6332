import { Router } from 'express';
import { EmailVerification } from '../../domain/otp/email-verification.js';
import { contactMessageSchema, HONEYPOT_FIELD, type ContactMessageInput } from '@school/shared/contact-schemas';
import type { AppDeps } from '../deps.js';
import { parse } from '../middleware/validate.js';

export const MESSAGES = 'messages';
const SENT = 'Your message has been sent successfully! We will contact you soon.';

/** POST /content/contact: a visitor's message, accepted only from a recently verified address. */
export function contactRoutes({ store, mailer, clock, config, log = console }: AppDeps): Router {
  const router = Router();
  const verification = new EmailVerification(store, mailer, clock);

  router.post('/', async (req, res) => {
    const body: unknown = req.body;
    const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
    // A bot filled the field people never see: let it think it worked, keep nothing, mail nobody.
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      res.json({ success: true, message: SENT });
      return;
    }
    const input = parse(contactMessageSchema, body);
    await verification.assertVerified(input.email);

    const createdAt = clock.now().toISOString();
    const id = await store.add(MESSAGES, { ...input, createdAt, read: false });
    await verification.consume(input.email);
    // The message is safe in the inbox; a mail server hiccup must not tell the parent it failed.
    await mailer.send(officeMail(input, config.officeEmail)).catch((error: unknown) => {
      log.error(`Contact message ${id} stored, but notifying ${config.officeEmail} failed:`, error);
    });
    res.status(201).json({ success: true, message: SENT, data: { _id: id } });
  });

  return router;
}

function officeMail(input: ContactMessageInput, to: string) {
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
