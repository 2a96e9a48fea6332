import type { GalleryCreateInput, GalleryImageUpdateInput, GalleryUpdateInput, GalleryView } from '@school/shared/gallery-schemas';
import { apiDelete, apiGet, apiPost, apiPut, apiUpload, type UploadProgress } from '../../lib/api-client';

// Every gallery call of the admin Media screen. Write calls answer { success, data }; the screen
// works with data (the whole gallery after the change), so it never has to guess the new state.

interface Answer<T> {
  success: boolean;
  data: T;
}

export const INVALID_DATA_TEXT = 'Invalid gallery data received from server';

/** Staff see unpublished galleries too, so this list request carries the token (the public one does not). */
export async function listAllGalleries(signal?: AbortSignal): Promise<GalleryView[]> {
  const body = await apiGet<Partial<Answer<GalleryView[]>> | null>('/galleries', { auth: true, signal });
  if (!body || !Array.isArray(body.data)) throw new Error(INVALID_DATA_TEXT);
  return body.data;
}

const data = async <T>(answer: Promise<Answer<T>>): Promise<T> => (await answer).data;
const galleryPath = (id: string) => `/galleries/${encodeURIComponent(id)}`;
const imagePath = (id: string, imageId: string) => `${galleryPath(id)}/images/${encodeURIComponent(imageId)}`;

export const createGallery = (input: GalleryCreateInput) =>
  data(apiPost<Answer<GalleryView>>('/galleries', { ...input, isPublished: false }));

export const updateGallery = (id: string, patch: GalleryUpdateInput) => data(apiPut<Answer<GalleryView>>(galleryPath(id), patch));

export const deleteGallery = (id: string) => apiDelete(galleryPath(id));

export function uploadImages(id: string, files: File[], onProgress: UploadProgress, signal?: AbortSignal): Promise<GalleryView> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return data(apiUpload<Answer<GalleryView>>(`${galleryPath(id)}/images`, form, onProgress, { signal }));
}

export const updateImage = (id: string, imageId: string, patch: GalleryImageUpdateInput) =>
  data(apiPut<Answer<GalleryView>>(imagePath(id, imageId), patch));

export const deleteImage = (id: string, imageId: string) => data(apiDelete<Answer<GalleryView>>(imagePath(id, imageId)));
