import type { ContentInput, ContentItem } from '@school/shared/content-schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

// The admin screen's calls. They send the staff token (api-client's default), so lists include drafts.

interface ListAnswer {
  data?: unknown;
}

function pagesOf(body: ListAnswer): ContentItem[] {
  if (!Array.isArray(body.data)) throw new Error('Invalid content data received from server');
  return body.data as ContentItem[];
}

export async function fetchPages(signal?: AbortSignal): Promise<ContentItem[]> {
  return pagesOf(await apiGet<ListAnswer>('/content', { query: { type: 'page' }, signal }));
}

export async function searchPages(q: string, signal?: AbortSignal): Promise<ContentItem[]> {
  return pagesOf(await apiGet<ListAnswer>('/content/search', { query: { q }, signal }));
}

export async function createPage(input: ContentInput): Promise<ContentItem> {
  return (await apiPost<{ data: ContentItem }>('/content', input)).data;
}

export async function updatePage(id: string, input: ContentInput): Promise<ContentItem> {
  return (await apiPut<{ data: ContentItem }>(`/content/${encodeURIComponent(id)}`, input)).data;
}

export async function deletePage(id: string): Promise<void> {
  await apiDelete(`/content/${encodeURIComponent(id)}`);
}

/** PUT /content/{id}/featuredimage with the photo under the field featuredImage. */
export async function uploadFeaturedImage(id: string, file: File): Promise<ContentItem> {
  const form = new FormData();
  form.set('featuredImage', file);
  return (await apiPut<{ data: ContentItem }>(`/content/${encodeURIComponent(id)}/featuredimage`, form)).data;
}
