import type { ContentItem } from '@school/shared/content-schemas';
import type { Expect } from '../../lib/api-client';

function isContentItem(value: unknown): value is ContentItem {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return typeof page.title === 'string' && typeof page.slug === 'string' && typeof page.content === 'string';
}

export const pageExpect: Expect<ContentItem> = { accept: isContentItem, text: 'Invalid content data received from server' };
