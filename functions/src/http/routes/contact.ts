import { Router } from 'express';
import { receiveContactMessage } from '../../domain/messages/contact-message.js';
import type { AppDeps } from '../deps.js';
import { presentReceived } from '../present/messages.js';

const SENT = 'Your message has been sent successfully! We will contact you soon.';

/** POST /content/contact: a visitor's message, accepted only from a recently verified address. */
export function contactRoutes({ store, mailer, clock, config, log }: AppDeps): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const id = await receiveContactMessage({ store, mailer, clock, installerOfficeEmail: config.officeEmail, log }, req.body);
    // A bot's message was kept nowhere: it is answered as if it worked, with nothing to name.
    if (id === null) res.json({ success: true, message: SENT });
    else res.status(201).json({ success: true, message: SENT, data: presentReceived(id) });
  });

  return router;
}
