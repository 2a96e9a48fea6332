import { Router } from 'express';
import { isBotSubmission, receiveContactMessage } from '../../domain/messages/contact-message.js';
import { contactMessageSchema } from '@school/shared/contact-schemas';
import type { AppDeps } from '../deps.js';
import { parse } from '../middleware/validate.js';

const SENT = 'Your message has been sent successfully! We will contact you soon.';

/** POST /content/contact: a visitor's message, accepted only from a recently verified address. */
export function contactRoutes({ store, mailer, clock, config, log }: AppDeps): Router {
  const router = Router();
  const deps = { store, mailer, clock, officeEmail: config.officeEmail, log };

  router.post('/', async (req, res) => {
    // A bot filled the field people never see: let it think it worked, keep nothing, mail nobody.
    if (isBotSubmission(req.body)) {
      res.json({ success: true, message: SENT });
      return;
    }
    const id = await receiveContactMessage(deps, parse(contactMessageSchema, req.body));
    res.status(201).json({ success: true, message: SENT, data: { _id: id } });
  });

  return router;
}
