import type { ContentInput, ContentItem, ContentStatus } from '@school/shared/content-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiSend } from '../../lib/api-client';

// The admin screen's calls. They send the staff token (api-client's default), so lists include drafts.

/** What the list asks for: drafts, published pages or both, and words of a title ('' for no search). */
export interface PageQuery {
  status: ContentStatus | undefined;
  q: string;
}

/** GET /content?limit=20 (drafts too: the token goes with it): one page, newest saved first, from `cursor` on. */
export function fetchPageList({ status, q }: PageQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<ContentItem>> {
  return fetchAdminPage<ContentItem>('/content', { query: { type: 'page', status, q: q || undefined }, cursor, signal });
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
