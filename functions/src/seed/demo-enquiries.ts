import { addDays, schoolDay } from '@school/shared/school-time';
import { DEFAULT_ADMISSION_CLASSES, enquiryYears } from '@school/shared/admission-classes';
import type { EnquiryStatus } from '@school/shared/enquiry-fields';

// A few admission enquiries in different states (issue 38), recorded through the API as the office
// records a phone call, then worked as staff would, so /admin/enquiries, its chart and the dashboard's
// follow-ups show something on a demo site. Made-up families at reserved example addresses.

type Call = (method: string, path: string, body?: unknown) => Promise<{ data?: unknown }>;

interface DemoEnquiry {
  parentName: string;
  childName: string;
  classSought: string;
  /** Born this many months before the class's cut-off would make the child exactly its age (negative: too young). */
  monthsOlder: number;
  locale: 'en' | 'pa' | 'hi';
  message: string;
  /** What the office did, in order: each a PATCH. */
  steps: { status?: EnquiryStatus; note?: string; followUpInDays?: number }[];
}

const DEMO_ENQUIRIES: DemoEnquiry[] = [
  {
    parentName: 'Harpreet Kaur',
    childName: 'Simran',
    classSought: 'Nursery',
    monthsOlder: 4,
    locale: 'en',
    message: 'Is there a school bus from Kotkapura?',
    steps: [],
  },
  {
    parentName: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
    childName: 'ਅਰਜਨ',
    classSought: 'LKG',
    monthsOlder: 7,
    locale: 'pa',
    message: 'ਕੀ ਦਾਖ਼ਲਾ ਟੈਸਟ ਹੁੰਦਾ ਹੈ?',
    steps: [{ status: 'contacted', note: 'Called; the father prefers Punjabi. Wants to see the classrooms.', followUpInDays: 0 }],
  },
  {
    parentName: 'सीमा शर्मा',
    childName: 'मीरा',
    classSought: 'Class 1',
    monthsOlder: 2,
    locale: 'hi',
    message: '',
    steps: [
      { status: 'contacted', note: 'Spoke to the mother.' },
      { status: 'visit-scheduled', note: 'Visit on Saturday at 10.', followUpInDays: 3 },
    ],
  },
  {
    parentName: 'Amit Verma',
    childName: 'Kabir',
    classSought: 'UKG',
    // Too young for UKG by the cut-off: the office sees the eligible class.
    monthsOlder: -5,
    locale: 'en',
    message: 'He is very bright; can he join UKG?',
    steps: [{ status: 'contacted', note: 'Explained the age cut-off; they will think about LKG.' }, { status: 'visited' }],
  },
  {
    parentName: 'Jaspreet Sandhu',
    childName: 'Noor',
    classSought: 'Class 3',
    monthsOlder: 6,
    locale: 'en',
    message: 'Moving from Bathinda in April.',
    steps: [
      { status: 'contacted' },
      { status: 'visited' },
      { status: 'applied', note: 'Form and birth certificate received.' },
      { status: 'admitted' },
    ],
  },
  {
    parentName: 'Rohit Bansal',
    childName: 'Ishaan',
    classSought: 'Class 6',
    monthsOlder: 3,
    locale: 'en',
    message: '',
    steps: [{ status: 'contacted' }, { status: 'withdrawn', note: 'Chose a school nearer home.' }],
  },
];

/** A date of birth that makes the child `monthsOlder` months past the class's age on its cut-off day. */
function birthday(classSought: string, academicYear: string, monthsOlder: number): string {
  const admission = DEFAULT_ADMISSION_CLASSES.find((one) => one.name === classSought);
  if (!admission) throw new Error(`No class ${classSought}`);
  const cutoff = new Date(`${Number(academicYear.slice(0, 4)) - admission.age}-${admission.by}T00:00:00Z`);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - monthsOlder);
  return cutoff.toISOString().slice(0, 10);
}

export async function seedEnquiries(call: Call, log: (line: string) => void): Promise<void> {
  const today = schoolDay(Date.now());
  const academicYear = enquiryYears(today)[1];
  for (const [n, demo] of DEMO_ENQUIRIES.entries()) {
    const { data } = await call('POST', '/enquiries/by-office', {
      parentName: demo.parentName,
      phone: `+91 98140 ${String(12340 + n)}`,
      email: `enquiry${n + 1}@family.example`,
      childName: demo.childName,
      dateOfBirth: birthday(demo.classSought, academicYear, demo.monthsOlder),
      classSought: demo.classSought,
      academicYear,
      message: demo.message,
      locale: demo.locale,
      consent: true,
    });
    const id = (data as { _id: string })._id;
    for (const step of demo.steps) {
      const { followUpInDays, ...rest } = step;
      await call('PATCH', `/enquiries/${id}`, {
        ...rest,
        ...(followUpInDays !== undefined && { followUp: addDays(today, followUpInDays) }),
      });
    }
  }
  log(`  ${DEMO_ENQUIRIES.length} admission enquiries for ${academicYear}, from new to admitted, one follow-up due today`);
}
