import { readdir } from 'node:fs/promises';
import type { TestApi } from './api-server.js';

export interface UploadPart {
  name: string;
  data: Buffer;
  /** The type the "browser" declares; the server must not trust it. */
  type?: string;
  field?: string;
}

/** POST /galleries/{id}/images as a browser's FormData would send it. */
export async function uploadImages(
  api: Pick<TestApi, 'url'>,
  galleryId: string,
  token: string | null,
  parts: UploadPart[],
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const part of parts)
    form.append(part.field ?? 'images', new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/jpeg' }), part.name);
  const response = await fetch(`${api.url}/api/galleries/${galleryId}/images`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

/** Files below a folder (0 when it does not exist yet): what a refused upload must not change. */
export async function countFiles(dir: string): Promise<number> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** The stored file behind an image URL of the embedded home (`/files/<key>`), or null when gone. */
export async function fileBehind(api: TestApi, url: string | undefined) {
  return api.home.files.get((url ?? '').replace(/^\/files\//, ''));
}
