import { z } from 'zod';

// The fee structure the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016 asks
// a school to show (on its website since the 2019 amendment), kept as the page texts of the page
// 'fees' (/admissions/fees: draft, preview, publish and revisions like the other fixed pages). Per
// academic year: the classes the school has and the fee heads staff name, each with an amount per
// class (null where the head does not apply); below, the shops selling the prescribed books and
// uniform, which the department's directions ask for. The sums and the changes against the year
// before are fee-table.ts's (zod-free: the public page uses them).

export const FEE_FREQUENCIES = ['one-time', 'annual', 'quarterly', 'monthly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

export const FEE_MAX = { years: 10, classes: 16, heads: 20, shops: 20, amount: 10_000_000, line: 160, paragraph: 1200 } as const;

const optional = (label: string, max: number = FEE_MAX.line) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max?: number) => optional(label, max).min(1, `${label} is required`);

const amount = z
  .number({ error: 'An amount must be a number of rupees' })
  .int('An amount must be whole rupees')
  .min(0, 'An amount cannot be negative')
  .max(FEE_MAX.amount, `An amount must be at most ${FEE_MAX.amount} rupees`)
  .nullable();

const feeHead = z.object({
  name: required('Fee head', 80),
  frequency: z.enum(FEE_FREQUENCIES, { error: 'Choose how often the fee is paid' }),
  /** One per class, in the classes' order; null: not charged in that class. */
  amounts: z.array(amount, { error: 'Amounts must be a list' }),
});

/** An academic year as schools write it: 2026-27 (the second year's last two digits). */
const academicYear = required('Academic year', 7)
  .regex(/^\d{4}-\d{2}$/, 'Academic year: write it like 2026-27')
  .refine(
    (year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)),
    'Academic year: the second year must follow the first, like 2026-27',
  );

export const feeYearSchema = z
  .object({
    year: academicYear,
    classes: z
      .array(required('A class', 40), { error: 'Classes must be a list' })
      .min(1, 'Add at least one class')
      .max(FEE_MAX.classes, `At most ${FEE_MAX.classes} classes`)
      .refine((classes) => new Set(classes).size === classes.length, 'Each class may be listed once'),
    heads: z
      .array(feeHead, { error: 'Fee heads must be a list' })
      .min(1, 'Add at least one fee head')
      .max(FEE_MAX.heads, `At most ${FEE_MAX.heads} fee heads`),
  })
  .refine((year) => year.heads.every((head) => head.amounts.length === year.classes.length), {
    message: 'Each fee head needs one amount per class (leave a cell empty where it does not apply)',
    path: ['heads'],
  });
export type FeeYear = z.infer<typeof feeYearSchema>;
export type FeeHead = FeeYear['heads'][number];

const shop = z.object({
  name: required('Shop name'),
  address: required('Shop address', 300),
  phone: required('Shop phone', 24).regex(/^\+?[0-9][0-9 ()-]*$/, 'Shop phone: use digits, spaces and an optional + at the start'),
});

export const feesTextsSchema = z.object({
  intro: optional('Introduction', FEE_MAX.paragraph),
  years: z
    .array(feeYearSchema, { error: 'Years must be a list' })
    .max(FEE_MAX.years, `At most ${FEE_MAX.years} academic years`)
    .refine((years) => new Set(years.map((one) => one.year)).size === years.length, 'Each academic year may be listed once'),
  shops: z.array(shop, { error: 'Shops must be a list' }).max(FEE_MAX.shops, `At most ${FEE_MAX.shops} shops`),
});
export type FeesTexts = z.infer<typeof feesTextsSchema>;
export type FeeShop = FeesTexts['shops'][number];
