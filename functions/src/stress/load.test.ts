import { describe, expect, it } from 'vitest';
import { formatGalleryEditFigures } from './gallery-edits.js';
import { formatLoadFigures } from './load-check.js';
import { runLoad } from './load.js';

// The reduced load run of `npm run stress` (1,000 messages + 200 photos there): the real server
// as a child process, real OTP mails, real JPEGs, 50 requests in flight.
describe('load without loss (reduced)', () => {
  it('stores every acknowledged contact message and photo exactly once, with errors under 0.1 %', { timeout: 120_000 }, async () => {
    const figures = await runLoad({ contacts: 100, uploads: 20, concurrency: 50 });
    const report = formatLoadFigures(figures);
    expect(figures.requests, report).toBe(120);
    expect(figures.errorRate, report).toBeLessThan(0.001);
    expect(figures.lost, report).toBe(0);
    expect(figures.duplicates, report).toBe(0);
    expect(figures.problems, report).toEqual([]);
  });

  it(
    'loses no upload, caption or gallery edit made to the same galleries at once, and refuses the second of two saves from one version',
    { timeout: 120_000 },
    async () => {
      const { galleryEdits: figures } = await runLoad({ contacts: 0, uploads: 0, galleries: 2, galleryEdits: 6, concurrency: 20 });
      const report = figures ? formatGalleryEditFigures(figures) : 'no gallery edits ran';
      expect(figures?.acknowledged, report).toBe(36);
      expect(figures?.lost, report).toBe(0);
      expect(figures?.racesNotCaught, report).toBe(0);
      expect(figures?.problems, report).toEqual([]);
    },
  );
});
