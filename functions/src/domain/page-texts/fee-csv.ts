import hiFees from '@school/shared/i18n/messages/hi/fees.json' with { type: 'json' };
import paFees from '@school/shared/i18n/messages/pa/fees.json' with { type: 'json' };
import { feeYearCsv } from '@school/shared/fee-table';
import type { FeesTexts } from '@school/shared/fee-schemas';
import { NotFoundError, ValidationError } from '../errors.js';
import { getPublishedTexts, type PageTextDeps } from './page-texts.js';

// The fee structure of one published academic year as a CSV file (GET /api/fees/:year.csv), for
// parents who keep it in a spreadsheet: the same numbers as the public page's table, never a draft's.

const LABELS = { className: 'Class', yearly: 'Total per year', withAdmission: 'Total in the year of admission' } as const;
// The header row in the page's language, from the catalogue the page itself reads (English is the key).
const CATALOGUES: Record<string, Record<string, string>> = { pa: paFees, hi: hiFees };

export interface FeeCsvFile {
  filename: string;
  csv: string;
}

export async function publishedFeeYearCsv(deps: PageTextDeps, year: unknown, lang: unknown): Promise<FeeCsvFile> {
  if (typeof year !== 'string' || !/^\d{4}-\d{2}$/.test(year)) throw new ValidationError('Academic year: write it like 2026-27');
  const { published } = await getPublishedTexts(deps, 'fees');
  const found = (published.texts as FeesTexts).years.find((one) => one.year === year);
  if (!found) throw new NotFoundError(`The fee structure for ${year} is not published`);
  const catalogue = typeof lang === 'string' ? CATALOGUES[lang] : undefined;
  const labels = {
    className: catalogue?.[LABELS.className] ?? LABELS.className,
    yearly: catalogue?.[LABELS.yearly] ?? LABELS.yearly,
    withAdmission: catalogue?.[LABELS.withAdmission] ?? LABELS.withAdmission,
  };
  return { filename: `fee-structure-${year}.csv`, csv: feeYearCsv(found, labels) };
}
