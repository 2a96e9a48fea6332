import type { GalleryCreateInput, GalleryImageUpdateInput, GalleryUpdateInput, GalleryView } from '@school/shared/gallery-schemas';
import type { GallerySummary } from '@school/shared/gallery-pages';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiGet, apiSend, apiUpload, type UploadProgress } from '../../lib/api-client';

// Every gallery call of the admin Media screen. Write calls answer { success, data }; the screen
// works with data (the whole gallery after the change), so it never has to guess the new state.

export const INVALID_DATA_TEXT = 'Invalid gallery data received from server';

/**
 * GET /galleries?limit=20[&q=]: one page of summaries (no photos but the cover), newest first, from
 * `cursor` on. Staff see unpublished galleries too, so the call carries the token (the public one does not).
 */
export function listGalleryPage(q: string, cursor: string | null, signal?: AbortSignal): Promise<Page<GallerySummary>> {
  return fetchAdminPage<GallerySummary>('/galleries', { query: { q: q || undefined }, cursor, signal, auth: true });
}

/** One gallery whole, photos and all, by its address; staff (with the token) get a draft too. */
export function getGallery(slug: string, signal?: AbortSignal): Promise<GalleryView> {
  return apiGet(`/galleries/slug/${encodeURIComponent(slug)}`, {
    auth: true,
    signal,
    expect: { accept: (data): data is GalleryView => typeof data === 'object' && data !== null && '_id' in data, text: INVALID_DATA_TEXT },
  });
}

const galleryPath = (id: string) => `/galleries/${encodeURIComponent(id)}`;
const imagePath = (id: string, imageId: string) => `${galleryPath(id)}/images/${encodeURIComponent(imageId)}`;

export const createGallery = (input: GalleryCreateInput) => apiSend<GalleryView>('POST', '/galleries', { ...input, isPublished: false });

export const updateGallery = (id: string, patch: GalleryUpdateInput) => apiSend<GalleryView>('PUT', galleryPath(id), patch);

export const deleteGallery = (id: string) => apiSend('DELETE', galleryPath(id));

export function uploadImages(id: string, files: File[], onProgress: UploadProgress, signal?: AbortSignal): Promise<GalleryView> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiUpload<GalleryView>(`${galleryPath(id)}/images`, form, onProgress, { signal });
}

export const updateImage = (id: string, imageId: string, patch: GalleryImageUpdateInput) =>
  apiSend<GalleryView>('PUT', imagePath(id, imageId), patch);

export const deleteImage = (id: string, imageId: string) => apiSend<GalleryView>('DELETE', imagePath(id, imageId));
