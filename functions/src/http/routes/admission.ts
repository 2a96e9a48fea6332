import { Router } from 'express';
import { admissionLinkSchema, type AdmissionLink } from '../../shared/admission-schemas.js';
import type { AppDeps } from '../deps.js';
import { staffOnly } from '../middleware/auth.js';
import { publicCache } from '../middleware/cache.js';
import { parse } from '../middleware/validate.js';

const SETTINGS = 'settings';
const ADMISSION = 'admission';

export function admissionRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();

  router.get('/link', async (_req, res) => {
    const doc = await store.get<AdmissionLink>(SETTINGS, ADMISSION);
    publicCache(res);
    res.json({ success: true, data: { admissionFormLink: doc?.admissionFormLink ?? '' } });
  });

  router.put('/link', ...staffOnly(identity), async (req, res) => {
    const { admissionFormLink } = parse(admissionLinkSchema, req.body);
    await store.set(SETTINGS, ADMISSION, { admissionFormLink, updatedAt: clock.now().toISOString() });
    res.json({ success: true, data: { admissionFormLink } });
  });

  return router;
}
