import { describe, expect, it } from 'vitest';
import { formatCrashFigures, runCrash } from './crash.js';

// The reduced crash run of `npm run stress` (50 kills there): the real server as a child process,
// SIGKILLed at random moments while contact messages, news items, galleries and photos are written.
// Five kills reach each kind: four while it takes writes and one aimed at its start-up (every
// fifth, crash.ts); the moments are random, so each run tries new ones. Ten cost twice the CPU (24
// seconds) for more draws of the same kinds, which `npm run stress` makes fifty of.
describe('crash safety (reduced)', () => {
  it(
    'keeps every acknowledged write, a sound SQLite file and no half-written or orphaned file across 5 SIGKILLs',
    { timeout: 150_000 },
    async () => {
      const figures = await runCrash({ kills: 5, maxRunMs: 2000 });
      const report = formatCrashFigures(figures);
      expect(figures.kills, report).toBe(5);
      expect(figures.killsSurvived, report).toBe(5);
      // Writes really were under way when the server died, or the test would prove nothing.
      expect(figures.acknowledged, report).toBeGreaterThan(10);
      expect(figures.lost, report).toBe(0);
      expect(figures.halfWritten, report).toBe(0);
      expect(figures.orphansAfterRestarts, report).toBe(0);
      expect(figures.refused, report).toBe(0);
      expect(figures.problems, report).toEqual([]);
    },
  );
});
