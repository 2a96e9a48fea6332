import type { FeeFrequency, FeeYear, FeesTexts } from '@school/shared/fee-schemas';
import { newestFirst } from '@school/shared/fee-table';

// The fee editor's changes to the texts, as pure functions: each answers new texts, never changes
// the ones it was given (the editor's state), so React sees every change.

/** The classes a new fee table starts with when there is no earlier year to copy. */
export const STARTING_CLASSES = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const yearFrom = (first: number) => `${first}-${String((first + 1) % 100).padStart(2, '0')}`;

/** The academic year after `year` ("2025-26" → "2026-27"). */
export const nextYearOf = (year: string): string => yearFrom(Number(year.slice(0, 4)) + 1);

/** The academic year `today` falls in (it starts in April in Punjab's schools). */
export const currentYearOf = (today: Date): string => yearFrom(today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1);

/** A new year after the newest one, its classes, heads and amounts copied from it as a start; else an empty table. */
export function addYear(texts: FeesTexts, today: Date): FeesTexts {
  const [newest] = newestFirst(texts.years);
  const year: FeeYear = newest
    ? { ...structuredClone(newest), year: nextYearOf(newest.year) }
    : {
        year: currentYearOf(today),
        classes: [...STARTING_CLASSES],
        heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: STARTING_CLASSES.map(() => null) }],
      };
  return { ...texts, years: [year, ...texts.years] };
}

/** "45,000", "₹ 45000", "Rs. 45,000/-" → 45000; a blank → null (not charged); anything else → NaN (the schema refuses it). */
export function readAmount(text: string): number | null {
  const digits = text.replace(/rs\.?|₹|inr|\/-|[",\s]/gi, '');
  if (digits === '' || digits === '-' || digits === '—') return null;
  return /^\d+(\.\d+)?$/.test(digits) ? Math.round(Number(digits)) : Number.NaN;
}

/**
 * Rows of tab-separated cells (a copy from Excel or Google Sheets) laid into the grid from one cell,
 * rightwards and downwards; what falls outside the grid is left out. Answers null when `text` is a
 * single value (an ordinary paste into one box).
 */
export function pasteAmounts(year: FeeYear, classIndex: number, headIndex: number, text: string): FeeYear | null {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((row) => row.split('\t'));
  if (rows.length === 1 && rows[0]?.length === 1) return null;
  const heads = year.heads.map((head) => ({ ...head, amounts: [...head.amounts] }));
  rows.forEach((cells, rowOffset) => {
    const row = classIndex + rowOffset;
    if (row >= year.classes.length) return;
    cells.forEach((cell, cellOffset) => {
      const head = heads[headIndex + cellOffset];
      if (head) head.amounts[row] = readAmount(cell);
    });
  });
  return { ...year, heads };
}

export function setAmount(year: FeeYear, classIndex: number, headIndex: number, amount: number | null): FeeYear {
  return {
    ...year,
    heads: year.heads.map((head, index) => (index === headIndex ? { ...head, amounts: head.amounts.with(classIndex, amount) } : head)),
  };
}

export function renameClass(year: FeeYear, classIndex: number, name: string): FeeYear {
  return { ...year, classes: year.classes.with(classIndex, name) };
}

export function addClass(year: FeeYear): FeeYear {
  return { ...year, classes: [...year.classes, ''], heads: year.heads.map((head) => ({ ...head, amounts: [...head.amounts, null] })) };
}

export function removeClass(year: FeeYear, classIndex: number): FeeYear {
  const without = <T>(list: readonly T[]) => list.filter((_, index) => index !== classIndex);
  return { ...year, classes: without(year.classes), heads: year.heads.map((head) => ({ ...head, amounts: without(head.amounts) })) };
}

export function changeHead(year: FeeYear, headIndex: number, change: { name?: string; frequency?: FeeFrequency }): FeeYear {
  return { ...year, heads: year.heads.map((head, index) => (index === headIndex ? { ...head, ...change } : head)) };
}

export function addHead(year: FeeYear): FeeYear {
  return { ...year, heads: [...year.heads, { name: '', frequency: 'annual', amounts: year.classes.map(() => null) }] };
}

export function removeHead(year: FeeYear, headIndex: number): FeeYear {
  return { ...year, heads: year.heads.filter((_, index) => index !== headIndex) };
}
