import { Router } from 'express';
import { isBotSubmission, receiveContactMessage } from '../../domain/messages/contact-message.js';
import { contactRequestSchema } from '@school/shared/contact-schemas';
import { officeEmail } from '../../domain/settings/school-settings.js';
import type { AppDeps } from '../deps.js';
import { parse } from '../middleware/validate.js';

const SENT = 'Your message has been sent successfully! We will contact you soon.';

/** POST /content/contact: a visitor's message, accepted only from a recently verified address. */
export function contactRoutes({ store, mailer, clock, config, log }: AppDeps): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    // A bot filled the field people never see: let it think it worked, keep nothing, mail nobody.
    if (isBotSubmission(req.body)) {
      res.json({ success: true, message: SENT });
      return;
    }
    const input = parse(contactRequestSchema, req.body);
    // The address staff set in /admin/settings, read per message so a change applies at once.
    const office = await officeEmail({ store, installerOfficeEmail: config.officeEmail });
    const id = await receiveContactMessage({ store, mailer, clock, officeEmail: office, log }, input);
    res.status(201).json({ success: true, message: SENT, data: { _id: id } });
  });

  return router;
}
