import { describe, expect, it } from 'vitest';
import { isPublishedAt, nextPublishAt, publishedAt } from './publish-time.js';

describe('publish time', () => {
  const now = new Date('2026-11-25T03:30:00.000Z');

  it('an item is public without a publish time (old items have none) and from its publish time on', () => {
    expect(isPublishedAt({}, now)).toBe(true);
    expect(isPublishedAt({ publishAt: null }, now)).toBe(true);
    expect(isPublishedAt({ publishAt: '2026-11-25T03:30:00.000Z' }, now)).toBe(true);
    expect(isPublishedAt({ publishAt: '2026-11-25T03:30:00.001Z' }, now)).toBe(false);
  });

  it('the next publish time is the earliest one still ahead', () => {
    const items = [
      { publishAt: '2026-11-26T01:30:00.000Z' },
      { publishAt: '2026-11-25T03:00:00.000Z' },
      {},
      { publishAt: '2026-11-25T03:32:00.000Z' },
    ];
    expect(nextPublishAt(items, now)?.toISOString()).toBe('2026-11-25T03:32:00.000Z');
    expect(nextPublishAt([{}, { publishAt: null }], now)).toBeNull();
  });

  it('an item is dated from its publish time, else from its creation', () => {
    expect(publishedAt({ createdAt: '2026-11-24T18:00:00.000Z', publishAt: '2026-11-25T01:30:00.000Z' })).toBe('2026-11-25T01:30:00.000Z');
    expect(publishedAt({ createdAt: '2026-11-24T18:00:00.000Z' })).toBe('2026-11-24T18:00:00.000Z');
  });
});
