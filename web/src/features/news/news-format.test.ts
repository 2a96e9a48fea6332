import { describe, expect, it } from 'vitest';
import { eventDateText, eventWhenText, formatSchoolDate, schoolTimeText } from './news-format';

describe('formatSchoolDate', () => {
  it('reads the instant in school time, as a parent in Faridkot would', () => {
    // 00:30 on 6 January in Faridkot is still 5 January in UTC.
    expect(formatSchoolDate('2025-01-05T19:00:00.000Z')).toBe('January 6, 2025');
    expect(formatSchoolDate('2025-01-05T18:29:59.000Z')).toBe('January 5, 2025');
  });

  it('says the same as Intl with the Asia/Kolkata zone, for dates across decades', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' });
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2040, 0, 1); time += 7 * 3_600_000 + 1_234_567) {
      const iso = new Date(time).toISOString();
      expect(formatSchoolDate(iso), iso).toBe(intl.format(new Date(time)));
    }
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatSchoolDate(null)).toBe('');
    expect(formatSchoolDate('')).toBe('');
    expect(formatSchoolDate('not a date')).toBe('');
  });

  it('shows a range only when the event ends on another day', () => {
    expect(eventDateText('2025-03-01T04:30:00.000Z', '2025-03-01T10:30:00.000Z')).toBe('March 1, 2025');
    expect(eventDateText('2025-03-01T04:30:00.000Z', '2025-03-03T10:30:00.000Z')).toBe('March 1, 2025 – March 3, 2025');
  });
});

describe('schoolTimeText', () => {
  it('gives the time of day in school time, none for midnight or no date', () => {
    expect(schoolTimeText('2025-01-05T19:00:00.000Z')).toBe('12:30 am');
    expect(schoolTimeText('2025-01-06T03:30:00.000Z')).toBe('9:00 am');
    expect(schoolTimeText('2025-01-06T09:45:00.000Z')).toBe('3:15 pm');
    expect(schoolTimeText('2025-01-05T18:30:00.000Z')).toBe('');
    expect(schoolTimeText(null)).toBe('');
  });
});

describe('eventWhenText', () => {
  it('gives the date and time, the end time on the same day and the end date on another', () => {
    expect(eventWhenText('2025-03-01T03:30:00.000Z', null)).toBe('March 1, 2025, 9:00 am');
    expect(eventWhenText('2025-03-01T03:30:00.000Z', '2025-03-01T07:30:00.000Z')).toBe('March 1, 2025, 9:00 am – 1:00 pm');
    expect(eventWhenText('2025-02-28T18:30:00.000Z', '2025-03-03T07:30:00.000Z')).toBe('March 1, 2025 – March 3, 2025, 1:00 pm');
    expect(eventWhenText(null, null)).toBe('');
  });
});
