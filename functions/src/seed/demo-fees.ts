import type { FeeFrequency, FeesTexts, FeeYear } from '@school/shared/fee-schemas';
import type { PageTranslations } from '@school/shared/page-text-translations';

// The demo school's fee structure (/admissions/fees): 2025-26 and this year, 2026-27, Nursery to XII,
// with the rises a Punjab school could publish: 5 to 7 per cent a head, under the Act's 8 per cent
// cap (rounded to ten rupees, which adds at most 0.9 per cent on the smallest amount, 600). Below,
// the three shops the department's directions ask for.

const CLASSES = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Per group of classes: Nursery to UKG (3), I to V (5), VI to VIII (3), IX and X (2), XI and XII (2). */
const byGroup = (amounts: [number | null, number | null, number | null, number | null, number | null]) =>
  [3, 5, 3, 2, 2].flatMap((size, group) => Array.from({ length: size }, () => amounts[group] ?? null));

interface DemoHead {
  name: string;
  frequency: FeeFrequency;
  amounts: (number | null)[];
  /** This year's rise, in per cent. */
  rise: number;
}

const HEADS: DemoHead[] = [
  { name: 'Admission fee', frequency: 'one-time', amounts: byGroup([5000, 6000, 7000, 8000, 9000]), rise: 5 },
  {
    name: 'Tuition fee',
    frequency: 'monthly',
    amounts: [2200, 2200, 2300, 2600, 2600, 2700, 2700, 2800, 3000, 3000, 3100, 3400, 3500, 3900, 4000],
    rise: 7,
  },
  { name: 'Annual charges', frequency: 'annual', amounts: byGroup([5500, 6500, 7000, 7500, 8500]), rise: 6 },
  // Computers from class III: no amount below it.
  {
    name: 'Computer fee',
    frequency: 'quarterly',
    amounts: byGroup([null, 600, 750, 900, 1200]).map((amount, index) => (index < CLASSES.indexOf('III') ? null : amount)),
    rise: 7,
  },
  { name: 'Transport, optional (from)', frequency: 'monthly', amounts: CLASSES.map(() => 850), rise: 6 },
];

const raised = (amount: number | null, percent: number) => (amount === null ? null : Math.round((amount * (1 + percent / 100)) / 10) * 10);

const year = (name: string, raise: boolean): FeeYear => ({
  year: name,
  classes: CLASSES,
  heads: HEADS.map(({ name: head, frequency, amounts, rise }) => ({
    name: head,
    frequency,
    amounts: raise ? amounts.map((amount) => raised(amount, rise)) : amounts,
  })),
});

export const demoFeesTexts: FeesTexts = {
  intro:
    'The fees of each class, as approved under the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016. No other charge is collected, and every payment gets a receipt. Tuition and transport are paid quarterly, by the 10th of April, July, October and January.',
  years: [year('2026-27', true), year('2025-26', false)],
  shops: [
    { name: 'Bansal Book Depot', address: 'Shop 14, Main Bazaar, near Clock Tower, Faridkot, Punjab 151203', phone: '+91 98140 23456' },
    { name: 'Sandhu Uniform House', address: 'Talwandi Chowk, Kotkapura Road, Faridkot, Punjab 151203', phone: '+91 98761 34567' },
    { name: 'New Friends Stationers', address: 'Bhai Ghanaiya Chowk, Ferozepur Road, Faridkot, Punjab 151203', phone: '01639-251234' },
  ],
};

const rupees = (amount: number | null | undefined) => (amount ?? 0).toLocaleString('en-IN');

/** The same figures as the fee page's, for the fee structure's PDF in the documents library: a line per class of this year. */
export function feeStructureLines(): string[] {
  const [current] = demoFeesTexts.years;
  if (!current) return [];
  const [admission, tuition, annual, computer, transport] = current.heads.map((head) => head.amounts);
  return [
    'All amounts in rupees.',
    ...current.classes.map((name, index) => {
      const computerFee = computer?.[index] ? `; computer ${rupees(computer[index])} a quarter` : '';
      return `${name}: tuition ${rupees(tuition?.[index])} a month; annual ${rupees(annual?.[index])}${computerFee}; admission ${rupees(admission?.[index])}`;
    }),
    `Transport (optional): from ${rupees(transport?.[0])} a month, by distance`,
  ];
}

/** The class and head names and the introduction in Punjabi and Hindi; Roman class numbers stay as they are. */
const translatedYears = (classes: string[], heads: string[]) =>
  demoFeesTexts.years.map(() => ({ classes, heads: heads.map((name) => ({ name })) }));

export const demoFeesTranslations: PageTranslations<FeesTexts> = {
  pa: {
    intro:
      'ਹਰ ਜਮਾਤ ਦੀ ਫ਼ੀਸ, ਪੰਜਾਬ ਰੈਗੂਲੇਸ਼ਨ ਆਫ਼ ਫ਼ੀਸ ਆਫ਼ ਅਨਏਡਿਡ ਐਜੂਕੇਸ਼ਨਲ ਇੰਸਟੀਚਿਊਸ਼ਨਜ਼ ਐਕਟ, 2016 ਅਧੀਨ ਮਨਜ਼ੂਰਸ਼ੁਦਾ। ਇਸ ਤੋਂ ਇਲਾਵਾ ਕੋਈ ਖ਼ਰਚਾ ਨਹੀਂ ਲਿਆ ਜਾਂਦਾ, ਅਤੇ ਹਰ ਅਦਾਇਗੀ ਦੀ ਰਸੀਦ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ। ਟਿਊਸ਼ਨ ਅਤੇ ਟਰਾਂਸਪੋਰਟ ਦੀ ਫ਼ੀਸ ਤਿਮਾਹੀ ਭਰੀ ਜਾਂਦੀ ਹੈ, ਅਪ੍ਰੈਲ, ਜੁਲਾਈ, ਅਕਤੂਬਰ ਅਤੇ ਜਨਵਰੀ ਦੀ 10 ਤਾਰੀਖ਼ ਤੱਕ।',
    years: translatedYears(
      ['ਨਰਸਰੀ', 'ਐੱਲ.ਕੇ.ਜੀ.', 'ਯੂ.ਕੇ.ਜੀ.'],
      ['ਦਾਖ਼ਲਾ ਫ਼ੀਸ', 'ਟਿਊਸ਼ਨ ਫ਼ੀਸ', 'ਸਾਲਾਨਾ ਖ਼ਰਚੇ', 'ਕੰਪਿਊਟਰ ਫ਼ੀਸ', 'ਟਰਾਂਸਪੋਰਟ, ਆਪਣੀ ਮਰਜ਼ੀ ਨਾਲ (ਘੱਟੋ-ਘੱਟ)'],
    ),
  },
  hi: {
    intro:
      'प्रत्येक कक्षा का शुल्क, पंजाब रेगुलेशन ऑफ़ फ़ीस ऑफ़ अनएडेड एजुकेशनल इंस्टीट्यूशंस एक्ट, 2016 के अंतर्गत स्वीकृत। इसके अतिरिक्त कोई शुल्क नहीं लिया जाता, और हर भुगतान की रसीद दी जाती है। शिक्षण और परिवहन शुल्क तिमाही भरा जाता है, अप्रैल, जुलाई, अक्टूबर और जनवरी की 10 तारीख़ तक।',
    years: translatedYears(
      ['नर्सरी', 'एल.के.जी.', 'यू.के.जी.'],
      ['प्रवेश शुल्क', 'शिक्षण शुल्क', 'वार्षिक शुल्क', 'कंप्यूटर शुल्क', 'परिवहन, वैकल्पिक (न्यूनतम)'],
    ),
  },
};
