import { Router } from 'express';
import { getAdmissionLink, setAdmissionLink } from '../../domain/admission/admission-link.js';
import { admissionLinkSchema } from '@school/shared/admission-schemas';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { cacheUnlessSignedIn } from '../middleware/cache.js';
import { parse } from '../middleware/validate.js';

export function admissionRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();

  router.get('/link', async (req, res) => {
    const admissionFormLink = await getAdmissionLink(store);
    // Staff (token sent) get a fresh answer: the admin screen must show what it just saved,
    // not the copy the browser kept for a minute.
    cacheUnlessSignedIn(req, res);
    res.json({ success: true, data: { admissionFormLink } });
  });

  router.put('/link', ...staffOnly(identity), async (req, res) => {
    const { admissionFormLink } = parse(admissionLinkSchema, req.body);
    res.json({ success: true, data: { admissionFormLink: await setAdmissionLink({ store, clock }, admissionFormLink, currentUser(res)) } });
  });

  return router;
}
