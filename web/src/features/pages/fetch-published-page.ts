import type { ContentItem } from '@school/shared/content-schemas';
import { apiGet, ApiError, type Expect } from '../../lib/api-client';
import { publicCalls } from '../../lib/public-calls';

function isContentItem(value: unknown): value is ContentItem {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return typeof page.title === 'string' && typeof page.slug === 'string' && typeof page.content === 'string';
}

export const pageExpect: Expect<ContentItem> = { accept: isContentItem, text: 'Invalid content data received from server' };

/**
 * GET /content/slug/{slug} as a visitor (null when there is no published page). Without the token,
 * even for signed-in staff: the public page shows what visitors see, and an expired staff session
 * must not bounce a reader to the login page.
 */
export async function fetchPublishedPage(slug: string, signal: AbortSignal): Promise<ContentItem | null> {
  try {
    return await apiGet(publicCalls.page(slug), { auth: false, signal, expect: pageExpect });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
