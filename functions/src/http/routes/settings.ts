import { Router, type Request } from 'express';
import { ValidationError } from '../../domain/errors.js';
import { getAdminSettings, saveSettings, type SettingsDeps } from '../../domain/settings/school-settings.js';
import { removeSettingsImage, setSettingsImage } from '../../domain/settings/settings-images.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { publicAnswer } from '../middleware/cache.js';
import { readMultipart } from '../middleware/multipart.js';
import { presentAdminSettings } from '../present/settings.js';
import { reads, serve } from '../public-reads.js';

/** The school's settings: every public page reads them; staff (admin or superadmin) edit them. */
export function settingsRoutes({ store, files, clock, identity, config }: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(identity);
  const deps: SettingsDeps & Pick<AppDeps, 'files'> = { store, files, clock, installerOfficeEmail: config.officeEmail };
  const slot = (req: Request): string => String(req.params.slot ?? '');

  router.get('/', publicAnswer, serve(deps, reads.settings));

  router.get('/admin', ...staff, async (_req, res) => {
    res.json({ success: true, data: presentAdminSettings(await getAdminSettings(deps)) });
  });

  router.put('/', ...staff, async (req, res) => {
    res.json({ success: true, data: presentAdminSettings(await saveSettings(deps, req.body, currentUser(res))) });
  });

  router.put('/images/:slot', ...staff, async (req, res) => {
    const { files: uploads } = await readMultipart(req, { fileFields: ['image'], maxFiles: 1 });
    const [upload] = uploads;
    if (!upload) throw new ValidationError('Please choose an image to upload');
    res.json({ success: true, data: presentAdminSettings(await setSettingsImage(deps, slot(req), upload.data, currentUser(res))) });
  });

  router.delete('/images/:slot', ...staff, async (req, res) => {
    res.json({ success: true, data: presentAdminSettings(await removeSettingsImage(deps, slot(req), currentUser(res))) });
  });

  return router;
}
