import { Router, type Request } from 'express';
import { ValidationError } from '../../domain/errors.js';
import { discardDraft, publishDraft, removePageImage, setPageImage } from '../../domain/page-texts/page-text-publishing.js';
import { getTextsForStaff, saveDraft } from '../../domain/page-texts/page-texts.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { publicAnswer } from '../middleware/cache.js';
import { readMultipart } from '../middleware/multipart.js';
import { presentTextsForStaff } from '../present/page-texts.js';
import { reads, serve } from '../public-reads.js';

/** The texts of the fixed public pages: visitors read the published ones; staff draft, preview and publish. */
export function pageTextRoutes({ store, files, clock, identity }: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(identity);
  const deps = { store, files, clock };
  const page = (req: Request): string => String(req.params.page ?? '');
  const slot = (req: Request): string => String(req.params.slot ?? '');
  // The version the editor's change is based on (If-Match: "<updatedAt>"); a stale one is a 409.
  const basedOn = (req: Request): string | undefined => req.get('if-match')?.replace(/^(W\/)?"|"$/g, '') || undefined;

  router.get('/:page', publicAnswer, serve(deps, reads.pageTexts));

  router.get('/:page/draft', ...staff, async (req, res) => {
    res.json({ success: true, data: presentTextsForStaff(await getTextsForStaff(deps, page(req))) });
  });

  router.put('/:page/draft', ...staff, async (req, res) => {
    res.json({ success: true, data: presentTextsForStaff(await saveDraft(deps, page(req), req.body, basedOn(req), currentUser(res))) });
  });

  router.delete('/:page/draft', ...staff, async (req, res) => {
    res.json({ success: true, data: presentTextsForStaff(await discardDraft(deps, page(req), basedOn(req), currentUser(res))) });
  });

  router.post('/:page/publish', ...staff, async (req, res) => {
    res.json({ success: true, data: presentTextsForStaff(await publishDraft(deps, page(req), basedOn(req), currentUser(res))) });
  });

  router.put('/:page/images/:slot', ...staff, async (req, res) => {
    const { files: uploads } = await readMultipart(req, { fileFields: ['image'], maxFiles: 1 });
    const [upload] = uploads;
    if (!upload) throw new ValidationError('Please choose an image to upload');
    res.json({ success: true, data: presentTextsForStaff(await setPageImage(deps, page(req), slot(req), upload.data, currentUser(res))) });
  });

  router.delete('/:page/images/:slot', ...staff, async (req, res) => {
    res.json({ success: true, data: presentTextsForStaff(await removePageImage(deps, page(req), slot(req), currentUser(res))) });
  });

  return router;
}
