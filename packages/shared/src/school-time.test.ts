import { describe, expect, it } from 'vitest';
import { toSchoolLocalInput, toUtcIso } from './school-time.js';

describe('school time (Asia/Kolkata)', () => {
  it('reads bare dates and date-times as school time, and zoned ones as given', () => {
    expect(toUtcIso('2025-01-05T09:00')).toBe('2025-01-05T03:30:00.000Z');
    expect(toUtcIso('2025-01-05 09:00:30')).toBe('2025-01-05T03:30:30.000Z');
    expect(toUtcIso('2025-01-05')).toBe('2025-01-04T18:30:00.000Z');
    expect(toUtcIso('2025-01-05T09:00:00Z')).toBe('2025-01-05T09:00:00.000Z');
    expect(toUtcIso(' 2025-01-05T09:00:00.000+05:30 ')).toBe('2025-01-05T03:30:00.000Z');
  });

  it('refuses what is not a real date', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2025-02-29',
      '2025-02-30T10:00Z',
      '2025-13-01',
      '2025-01-05T24:00',
      '2025-01-05T09:60',
      '05/01/2025',
      '1736040600000',
    ]) {
      expect(toUtcIso(bad), bad).toBeNull();
    }
    expect(toUtcIso('2024-02-29')).toBe('2024-02-28T18:30:00.000Z');
  });

  it('turns a stored instant back into the datetime-local text staff typed', () => {
    expect(toSchoolLocalInput('2025-01-05T03:30:00.000Z')).toBe('2025-01-05T09:00');
    expect(toSchoolLocalInput('2025-01-04T19:00:00.000Z')).toBe('2025-01-05T00:30');
    expect(toSchoolLocalInput(null)).toBe('');
    expect(toSchoolLocalInput('garbage')).toBe('');
  });
});
