import { describe, expect, it } from 'vitest';
import { feesTextsSchema, type FeeYear } from './fee-schemas.js';
import { changesAgainstPrevious, feeYearCsv, newestFirst, previousYearOf, risesAboveCap, yearTotals } from './fee-table.js';

const year = (name: string, tuition: (number | null)[], admission = 10_000): FeeYear => ({
  year: name,
  classes: ['Nursery', 'I', 'II'],
  heads: [
    { name: 'Admission fee', frequency: 'one-time', amounts: [admission, admission, admission] },
    { name: 'Tuition fee', frequency: 'monthly', amounts: tuition },
    { name: 'Computer fee', frequency: 'quarterly', amounts: [null, 600, 600] },
    { name: 'Annual charges', frequency: 'annual', amounts: [4000, 4000, 4000] },
  ],
});

const texts = { intro: '', shops: [], years: [year('2025-26', [2000, 2500, 2500]), year('2026-27', [2100, 2800, 2500])] };

describe('the fee structure', () => {
  it('sums a year per class: monthly twelve times, quarterly four, annual once; the one-time fees only in the year of admission', () => {
    expect(yearTotals(texts.years[1] as FeeYear)).toEqual([
      { yearly: 2100 * 12 + 4000, withAdmission: 2100 * 12 + 4000 + 10_000 },
      { yearly: 2800 * 12 + 600 * 4 + 4000, withAdmission: 2800 * 12 + 600 * 4 + 4000 + 10_000 },
      { yearly: 2500 * 12 + 600 * 4 + 4000, withAdmission: 2500 * 12 + 600 * 4 + 4000 + 10_000 },
    ]);
  });

  it('compares each amount with the same class and head the year before, and names the rises above the cap', () => {
    const changes = changesAgainstPrevious(texts, texts.years[1] as FeeYear);
    expect(changes.find((one) => one.head === 'Tuition fee' && one.className === 'I')).toMatchObject({
      before: 2500,
      now: 2800,
      percent: 12,
    });
    expect(changes.find((one) => one.head === 'Tuition fee' && one.className === 'Nursery')?.percent).toBe(5);
    // No year before 2025-26: nothing to compare.
    expect(changesAgainstPrevious(texts, texts.years[0] as FeeYear)).toEqual([]);
    expect(risesAboveCap(texts, 8)).toEqual([
      { year: '2026-27', className: 'I', head: 'Tuition fee', before: 2500, now: 2800, percent: 12 },
    ]);
    expect(risesAboveCap(texts, 12)).toEqual([]);
  });

  it('knows the year before, and lists the newest year first', () => {
    expect(previousYearOf('2026-27')).toBe('2025-26');
    expect(previousYearOf('2000-01')).toBe('1999-00');
    expect(newestFirst(texts.years).map((one) => one.year)).toEqual(['2026-27', '2025-26']);
  });

  it('writes a year as CSV with the same numbers, and a cell a spreadsheet would run as a formula made harmless', () => {
    const labels = { className: 'Class', yearly: 'Total per year', withAdmission: 'Total in the year of admission' };
    const csv = feeYearCsv({ ...(texts.years[1] as FeeYear), classes: ['=cmd()', 'I', 'II, "B"'] }, labels);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Class,Admission fee (one-time),Tuition fee (monthly),Computer fee (quarterly),Annual charges (annual),Total per year,Total in the year of admission',
    );
    expect(rows[1]).toBe(`'=cmd(),10000,2100,,4000,${2100 * 12 + 4000},${2100 * 12 + 4000 + 10_000}`);
    expect(rows[3]).toBe(`"II, ""B""",10000,2500,600,4000,${2500 * 12 + 2400 + 4000},${2500 * 12 + 2400 + 4000 + 10_000}`);
  });

  it('refuses a table whose rows do not match its classes, a malformed year, and a year listed twice', () => {
    const short = {
      ...texts,
      years: [{ ...year('2026-27', [1, 2, 3]), heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: [1] }] }],
    };
    expect(feesTextsSchema.safeParse(short).error?.issues[0]?.message).toMatch(/one amount per class/);
    expect(feesTextsSchema.safeParse({ ...texts, years: [year('2026-28', [1, 2, 3])] }).error?.issues[0]?.message).toMatch(
      /follow the first/,
    );
    expect(feesTextsSchema.safeParse({ ...texts, years: [year('2026', [1, 2, 3])] }).error?.issues[0]?.message).toMatch(/like 2026-27/);
    const twice = { ...texts, years: [year('2026-27', [1, 2, 3]), year('2026-27', [1, 2, 3])] };
    expect(feesTextsSchema.safeParse(twice).error?.issues[0]?.message).toBe('Each academic year may be listed once');
    expect(feesTextsSchema.safeParse(texts).success).toBe(true);
  });
});
