import type { FeeFrequency } from '@school/shared/fee-schemas';

// How the fees page writes its numbers. Rupees as India groups them (₹1,45,000); the digits stay
// Latin on the Punjabi and Hindi pages too, as the school's receipts and the CSV write them.

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export const rupees = (amount: number): string => RUPEES.format(amount);

/** A change as the table shows it: "+5.0 %", "−2.5 %" (a true minus sign), "0.0 %". */
export function percentText(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(percent).toFixed(1)} %`;
}

/** The catalogue's words for how often a fee is paid (keys of fees.json). */
export const FREQUENCY_WORDS: Record<FeeFrequency, string> = {
  'one-time': 'One-time',
  annual: 'Per year',
  quarterly: 'Per quarter',
  monthly: 'Per month',
};
