import type { FeeYear } from '@school/shared/fee-schemas';
import { describe, expect, it } from 'vitest';
import { addYear, currentYearOf, pasteAmounts, readAmount } from './fee-grid';

const year: FeeYear = {
  year: '2025-26',
  classes: ['Nursery', 'I'],
  heads: [
    { name: 'Tuition fee', frequency: 'monthly', amounts: [2000, 2500] },
    { name: 'Annual charges', frequency: 'annual', amounts: [null, 3000] },
  ],
};

describe('the fee grid', () => {
  it('reads amounts as staff and spreadsheets write them', () => {
    expect(['45,000', '₹ 45000', 'Rs. 45,000/-', '"1,200"', ' 700 ', '', ' ', '-'].map(readAmount)).toEqual([
      45000,
      45000,
      45000,
      1200,
      700,
      null,
      null,
      null,
    ]);
    expect(readAmount('forty')).toBeNaN();
  });

  it('lays a pasted block into the grid from the cell, leaving out what falls outside; a single value is an ordinary paste', () => {
    expect(pasteAmounts(year, 0, 1, '4500\t99\r\n\t99\r\n99')?.heads.map((head) => head.amounts)).toEqual([
      [2000, 2500],
      [4500, null],
    ]);
    expect(pasteAmounts(year, 0, 0, '4500')).toBeNull();
  });

  it('starts a new year from the newest one, or from the school’s classes when there is none', () => {
    const next = addYear({ intro: '', years: [year], shops: [] }, new Date('2026-05-01'));
    expect(next.years.map((one) => one.year)).toEqual(['2026-27', '2025-26']);
    expect(next.years[0]?.heads).toEqual(year.heads);
    const first = addYear({ intro: '', years: [], shops: [] }, new Date('2027-02-01'));
    expect(first.years[0]?.year).toBe('2026-27');
    expect(first.years[0]?.classes.slice(0, 3)).toEqual(['Nursery', 'LKG', 'UKG']);
    expect([currentYearOf(new Date(2026, 3, 1)), currentYearOf(new Date(2026, 2, 31))]).toEqual(['2026-27', '2025-26']);
  });
});
