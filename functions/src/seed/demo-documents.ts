import type { DisclosureItem } from '@school/shared/disclosure-items';
import { feeStructureLines } from './demo-fees.js';
import { textDocumentPdf } from './pdf-writer.js';

// The demo seed's documents library: the papers parents come to a school's site for, as text PDFs
// made here (a screen reader can read them). The certificates of the Mandatory Public Disclosure,
// one of them soon to renew, are demo-certificates.ts's.

export interface DemoDocument {
  title: string;
  /** The Parent Resources card (by its English title) that links to this document instead of a page. */
  card?: string;
  description: string;
  category: string;
  classes: string[];
  /** Days from the seed's day to the certificate's "valid until" day. */
  validForDays?: number;
  /** The document of the Mandatory Public Disclosure (section B) this one is. */
  disclosure?: DisclosureItem;
  pages: string[][];
}

export const SCHOOL = 'Convent School Faridkot';

export const demoDocuments: DemoDocument[] = [
  {
    title: 'Holiday list 2026-27',
    card: 'School Calendar',
    description: 'Holidays and vacations of the session 2026-27.',
    category: 'holiday-list',
    classes: [],
    pages: [
      [
        `${SCHOOL}: holiday list 2026-27`,
        'Baisakhi: Tuesday 14 April 2026',
        'Summer vacation: Monday 1 June to Tuesday 30 June 2026',
        'Independence Day: Saturday 15 August 2026',
        'Gandhi Jayanti: Friday 2 October 2026',
        'Dussehra: Tuesday 20 October 2026',
        'Diwali break: Monday 9 to Wednesday 11 November 2026',
        'Guru Nanak Jayanti: Tuesday 24 November 2026',
        'Christmas and winter break: Friday 25 December 2026 to Tuesday 5 January 2027',
        'Lohri: Wednesday 13 January 2027',
        'Republic Day: Tuesday 26 January 2027',
      ],
    ],
  },
  {
    title: 'Fee structure 2026-27',
    description:
      'Tuition, annual, computer, admission and transport fees of the session 2026-27, as approved (as on the fee structure page).',
    category: 'fee-structure',
    classes: [],
    pages: [
      [
        `${SCHOOL}: fee structure 2026-27`,
        ...feeStructureLines(),
        'Fees are paid quarterly, by the 10th of April, July, October and January.',
        'No other charge is collected. Receipts are given for every payment.',
      ],
    ],
  },
  {
    title: 'Book and uniform list, classes I to V',
    description: 'The books, notebooks and uniform each class needs for the new session.',
    category: 'book-uniform-list',
    classes: ['I', 'II', 'III', 'IV', 'V'],
    pages: [
      [
        'Book list 2026-27, classes I to V',
        'English: New Gulmohar reader and workbook',
        'Punjabi: Punjabi Pathmala (PSEB)',
        'Hindi: Rimjhim (NCERT)',
        'Mathematics: Math-Magic (NCERT)',
        'Environmental studies: Looking Around (NCERT), from class III',
        'Twelve single-line and six four-line notebooks, brown covers',
      ],
      [
        'Uniform',
        'Summer: white shirt, navy blue trousers or skirt, school tie and belt',
        'Winter: navy blue sweater or blazer with the school crest',
        'Black shoes with white socks; white canvas shoes on Wednesdays',
      ],
    ],
  },
  {
    title: 'Healthy tiffin guide',
    card: 'Nutrition Guide',
    description: 'Ideas for a balanced tiffin, and what we ask parents not to send.',
    category: 'other',
    classes: [],
    pages: [
      [
        'A healthy tiffin, day by day',
        'Monday: stuffed paratha with curd, and a fruit',
        'Tuesday: vegetable poha or upma, and sprouts',
        'Wednesday: chapati roll with paneer and vegetables',
        'Thursday: idli or dhokla with chutney',
        'Friday: vegetable pulao with raita',
        'Please send no fried snacks, no soft drinks and no sweets. Water bottles every day.',
      ],
    ],
  },
  {
    title: 'Sports and clubs sign-up form',
    card: 'Sports and Club Signup',
    description: 'Choose up to two of the school teams and clubs for this term.',
    category: 'form',
    classes: ['III', 'IV', 'V', 'VI', 'VII', 'VIII'],
    pages: [
      [
        'Sports and clubs: sign-up form',
        "Child's name: ________________________  Class and section: ________",
        'Choose up to two: football, hockey, athletics, kabaddi, chess, music, art, science club',
        'First choice: ____________________  Second choice: ____________________',
        "Parent's name and signature: ______________________________",
        'Return this form to the class teacher by the end of the first week of the term.',
      ],
    ],
  },
];

/** The document's file: its pages as a text PDF. */
export const demoDocumentPdf = (doc: DemoDocument): Buffer => textDocumentPdf(doc.pages);
