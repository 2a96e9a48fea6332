import type { ContentInput, ContentItem } from '@school/shared/content-schemas';
import { apiGet, apiSend, type Expect } from '../../lib/api-client';

// The admin screen's calls. They send the staff token (api-client's default), so lists include drafts.

const pageList: Expect<ContentItem[]> = {
  // The list's items are the server's own presentation; only the list itself is checked.
  accept: (data): data is ContentItem[] => Array.isArray(data),
  text: 'Invalid content data received from server',
};

export function fetchPages(signal?: AbortSignal): Promise<ContentItem[]> {
  return apiGet('/content', { query: { type: 'page' }, signal, expect: pageList });
}

export function searchPages(q: string, signal?: AbortSignal): Promise<ContentItem[]> {
  return apiGet('/content/search', { query: { q }, signal, expect: pageList });
}

export function createPage(input: ContentInput): Promise<ContentItem> {
  return apiSend<ContentItem>('POST', '/content', input);
}

export function updatePage(id: string, input: ContentInput): Promise<ContentItem> {
  return apiSend<ContentItem>('PUT', `/content/${encodeURIComponent(id)}`, input);
}

export async function deletePage(id: string): Promise<void> {
  await apiSend('DELETE', `/content/${encodeURIComponent(id)}`);
}

/** PUT /content/{id}/featuredimage with the photo under the field featuredImage. */
export function uploadFeaturedImage(id: string, file: File): Promise<ContentItem> {
  const form = new FormData();
  form.set('featuredImage', file);
  return apiSend<ContentItem>('PUT', `/content/${encodeURIComponent(id)}/featuredimage`, form);
}
