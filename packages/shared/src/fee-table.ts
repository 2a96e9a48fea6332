import type { FeeFrequency, FeeYear, FeesTexts } from './fee-schemas.js';

// The sums and comparisons of the fee structure (fee-schemas.ts), zod-free: the public fees page,
// its CSV, the admin's editor and its warning before publishing all use these, so they agree.

/** How many times a year each kind of fee is paid; a one-time fee is paid on admission only. */
export const TIMES_A_YEAR: Record<FeeFrequency, number> = { 'one-time': 1, annual: 1, quarterly: 4, monthly: 12 };

/** The years, newest first (by their first calendar year). */
export const newestFirst = (years: readonly FeeYear[]): FeeYear[] => [...years].sort((a, b) => b.year.localeCompare(a.year));

/** The academic year before `year` ("2026-27" → "2025-26"). */
export function previousYearOf(year: string): string {
  const first = Number(year.slice(0, 4)) - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** Per class (by index): what a child already in the school pays in the year; and a new admission, with the one-time fees. */
export function yearTotals(year: FeeYear): { yearly: number; withAdmission: number }[] {
  return year.classes.map((_, index) => {
    let yearly = 0;
    let once = 0;
    for (const head of year.heads) {
      const amount = head.amounts[index] ?? 0;
      if (head.frequency === 'one-time') once += amount;
      else yearly += amount * TIMES_A_YEAR[head.frequency];
    }
    return { yearly, withAdmission: yearly + once };
  });
}

/** The change of one amount against the year before, in per cent (one decimal); null when there is nothing to compare. */
export function changePercent(before: number | null | undefined, now: number | null | undefined): number | null {
  if (before === null || before === undefined || now === null || now === undefined || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export interface FeeChange {
  className: string;
  head: string;
  before: number;
  now: number;
  percent: number;
}

/** Each amount of `year` against the same class and head (by name) in the year before, where both exist. */
export function changesAgainstPrevious(texts: Pick<FeesTexts, 'years'>, year: FeeYear): FeeChange[] {
  const previous = texts.years.find((one) => one.year === previousYearOf(year.year));
  if (!previous) return [];
  const changes: FeeChange[] = [];
  for (const head of year.heads) {
    const old = previous.heads.find((one) => one.name === head.name);
    if (!old) continue;
    year.classes.forEach((className, index) => {
      const oldIndex = previous.classes.indexOf(className);
      const before = oldIndex < 0 ? null : old.amounts[oldIndex];
      const now = head.amounts[index];
      const percent = changePercent(before, now);
      if (percent !== null && before != null && now != null) changes.push({ className, head: head.name, before, now, percent });
    });
  }
  return changes;
}

/** The rises above `capPercent` in any year: what staff are warned of before publishing. */
export function risesAboveCap(texts: Pick<FeesTexts, 'years'>, capPercent: number): (FeeChange & { year: string })[] {
  return texts.years.flatMap((year) =>
    changesAgainstPrevious(texts, year)
      .filter((change) => change.percent > capPercent)
      .map((change) => ({ ...change, year: year.year })),
  );
}

/** The year as CSV (RFC 4180: quoted where needed, CRLF): a row per class, a column per head, then the totals. */
export function feeYearCsv(year: FeeYear, labels: { className: string; yearly: string; withAdmission: string }): string {
  const totals = yearTotals(year);
  const header = [labels.className, ...year.heads.map((head) => `${head.name} (${head.frequency})`), labels.yearly, labels.withAdmission];
  const rows = year.classes.map((className, index) => [
    className,
    ...year.heads.map((head) => (head.amounts[index] == null ? '' : String(head.amounts[index]))),
    String(totals[index]?.yearly ?? 0),
    String(totals[index]?.withAdmission ?? 0),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// A cell a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with ' (OWASP's CSV injection advice).
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
