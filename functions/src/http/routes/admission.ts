import { Router } from 'express';
import { admissionLinkSchema, type AdmissionSettings } from '@school/shared/admission-schemas';
import type { AppDeps } from '../deps.js';
import { staffOnly } from '../middleware/auth.js';
import { cacheUnlessSignedIn } from '../middleware/cache.js';
import { parse } from '../middleware/validate.js';

const SETTINGS = 'settings';
const ADMISSION = 'admission';

export function admissionRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();

  router.get('/link', async (req, res) => {
    const doc = await store.get<AdmissionSettings>(SETTINGS, ADMISSION);
    // Staff (token sent) get a fresh answer: the admin screen must show what it just saved,
    // not the copy the browser kept for a minute.
    cacheUnlessSignedIn(req, res);
    res.json({ success: true, data: { admissionFormLink: doc?.admissionFormLink ?? '' } });
  });

  router.put('/link', ...staffOnly(identity), async (req, res) => {
    const { admissionFormLink } = parse(admissionLinkSchema, req.body);
    await store.set(SETTINGS, ADMISSION, { admissionFormLink, updatedAt: clock.now().toISOString() });
    res.json({ success: true, data: { admissionFormLink } });
  });

  return router;
}
