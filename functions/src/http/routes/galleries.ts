import { Router, type Request } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../../domain/errors.js';
import { addGalleryImages, deleteGalleryImage, updateGalleryImage } from '../../domain/galleries/gallery-image-use-cases.js';
import { createGallery, deleteGallery, listGalleries, updateGallery } from '../../domain/galleries/gallery-use-cases.js';
import { galleryCreateSchema, galleryImageUpdateSchema, galleryUpdateSchema, MAX_IMAGES_PER_UPLOAD } from '@school/shared/gallery-schemas';
import { roles } from '@school/shared/auth-schemas';
import type { AppDeps } from '../deps.js';
import { bearerToken, staffOnly } from '../middleware/auth.js';
import { cacheUnlessSignedIn } from '../middleware/cache.js';
import { readMultipart } from '../middleware/multipart.js';
import { parse } from '../middleware/validate.js';

const param = (req: Request, name: string): string => String(req.params[name] ?? '');

/** The checks of staffOnly, for the one route where a token is optional. */
async function requireStaff({ identity }: AppDeps, req: Request): Promise<void> {
  const token = bearerToken(req.get('authorization'));
  if (!token) throw new UnauthenticatedError();
  const user = await identity.verifyToken(token);
  if (!(roles as readonly string[]).includes(user.role)) throw new ForbiddenError();
}

export function galleryRoutes(deps: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(deps.identity);

  // Visitors (no Authorization header, as the spec's client sends it) get the published galleries
  // with a CDN-cacheable answer. A request with a token must be staff and gets every gallery,
  // privately: a wrong or expired token is a 401, never a quiet fall-back to the public list.
  router.get('/', async (req, res) => {
    const staffAsking = cacheUnlessSignedIn(req, res);
    if (staffAsking) await requireStaff(deps, req);
    const data = await listGalleries(deps, { includeUnpublished: staffAsking });
    res.json({ success: true, count: data.length, data });
  });

  router.post('/', ...staff, async (req, res) => {
    const { isPublished: _ignored, ...input } = parse(galleryCreateSchema, req.body);
    res.status(201).json({ success: true, data: await createGallery(deps, input) });
  });

  router.put('/:id', ...staff, async (req, res) => {
    const patch = parse(galleryUpdateSchema, req.body);
    res.json({ success: true, data: await updateGallery(deps, param(req, 'id'), patch) });
  });

  router.delete('/:id', ...staff, async (req, res) => {
    await deleteGallery(deps, param(req, 'id'));
    res.json({ success: true, data: {} });
  });

  router.post('/:id/images', ...staff, async (req, res) => {
    const { files } = await readMultipart(req, { fileFields: ['images'], maxFiles: MAX_IMAGES_PER_UPLOAD });
    const gallery = await addGalleryImages(deps, param(req, 'id'), files);
    res.status(201).json({ success: true, data: gallery });
  });

  router.put('/:id/images/:imageId', ...staff, async (req, res) => {
    const patch = parse(galleryImageUpdateSchema, req.body);
    res.json({ success: true, data: await updateGalleryImage(deps, param(req, 'id'), param(req, 'imageId'), patch) });
  });

  router.delete('/:id/images/:imageId', ...staff, async (req, res) => {
    res.json({ success: true, data: await deleteGalleryImage(deps, param(req, 'id'), param(req, 'imageId')) });
  });

  return router;
}
