import { Router, type Request, type RequestHandler } from 'express';
import { ForbiddenError } from '../../domain/errors.js';
import { addGalleryImages, deleteGalleryImage, updateGalleryImage } from '../../domain/galleries/gallery-image-use-cases.js';
import { createGallery, deleteGallery, updateGallery } from '../../domain/galleries/gallery-use-cases.js';
import { MAX_IMAGES_PER_UPLOAD } from '@school/shared/gallery-schemas';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { readMultipart } from '../middleware/multipart.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { presentGallery } from '../present/galleries.js';
import { reads, serve } from '../public-reads.js';

const param = (req: Request, name: string): string => String(req.params[name] ?? '');

export function galleryRoutes(deps: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(deps.identity);

  // Visitors get the published galleries, staff every one (see optionalStaff). Unlike content
  // pages, a signed-in account without a staff role is refused here rather than shown the public list.
  const visitorOrStaff: RequestHandler[] = [
    optionalStaff(deps.identity),
    (_req, res, next) => {
      if (res.locals.user && !staffAsking(res)) throw new ForbiddenError();
      next();
    },
  ];
  router.get('/', ...visitorOrStaff, serve(deps, reads.galleries));

  // The gallery's own page (/media/{slug}): published only for visitors, like the list; staff
  // (with a token, private answer) may look at an unpublished one before publishing it.
  router.get('/slug/:slug', ...visitorOrStaff, serve(deps, reads.gallery));

  router.post('/', ...staff, async (req, res) => {
    const created = await createGallery(deps, req.body, currentUser(res));
    res.status(201).json({ success: true, data: presentGallery(created) });
  });

  router.put('/:id', ...staff, async (req, res) => {
    const updated = await updateGallery(deps, param(req, 'id'), req.body, currentUser(res));
    res.json({ success: true, data: presentGallery(updated) });
  });

  router.delete('/:id', ...staff, async (req, res) => {
    await deleteGallery(deps, param(req, 'id'), currentUser(res));
    res.json({ success: true, data: {} });
  });

  router.post('/:id/images', ...staff, async (req, res) => {
    const { files } = await readMultipart(req, { fileFields: ['images'], maxFiles: MAX_IMAGES_PER_UPLOAD });
    const gallery = await addGalleryImages(deps, param(req, 'id'), files, currentUser(res));
    res.status(201).json({ success: true, data: presentGallery(gallery) });
  });

  router.put('/:id/images/:imageId', ...staff, async (req, res) => {
    const gallery = await updateGalleryImage(deps, param(req, 'id'), param(req, 'imageId'), req.body, currentUser(res));
    res.json({ success: true, data: presentGallery(gallery) });
  });

  router.delete('/:id/images/:imageId', ...staff, async (req, res) => {
    const gallery = await deleteGalleryImage(deps, param(req, 'id'), param(req, 'imageId'), currentUser(res));
    res.json({ success: true, data: presentGallery(gallery) });
  });

  return router;
}
