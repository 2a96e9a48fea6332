import { Router } from 'express';
import { changeAdmissionLink, getAdmissionLink } from '../../domain/admission/admission-link.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { cacheUnlessSignedIn } from '../middleware/cache.js';
import { presentAdmissionLink } from '../present/admission.js';

export function admissionRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();

  router.get('/link', async (req, res) => {
    const admissionFormLink = await getAdmissionLink(store);
    // Staff (token sent) get a fresh answer: the admin screen must show what it just saved,
    // not the copy the browser kept for a minute.
    cacheUnlessSignedIn(req, res);
    res.json({ success: true, data: presentAdmissionLink(admissionFormLink) });
  });

  router.put('/link', ...staffOnly(identity), async (req, res) => {
    res.json({ success: true, data: presentAdmissionLink(await changeAdmissionLink({ store, clock }, req.body, currentUser(res))) });
  });

  return router;
}
