import type { DisclosureTexts } from '@school/shared/disclosure-schemas';

// The demo school's Mandatory Public Disclosure: the board in the settings (section A) and the page
// texts of sections C to E, with figures a CBSE senior secondary school of about 1,100 children in
// Faridkot could publish. Section B is the certificates the seed uploads (demo-certificates.ts).

export const demoBoard = {
  board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
  qualification: 'M.A. (English), B.Ed.',
} as const;

/** Whom the privacy notice and the footer name for questions about personal data (issue 37). */
export const demoDataProtection = {
  name: 'Sister Mary Thomas, Principal',
  email: 'privacy@convent-school-faridkot.example',
  phone: '+91 1639 250 100',
};

const members = (list: [string, string][]) => list.map(([name, role]) => ({ name, role }));

/** Three years of board results, newest first: [year, registered, passed, remarks]. */
const results = (exam: 'X' | 'XII', rows: [string, number, number, string][]) =>
  rows.map(([year, registered, passed, remarks]) => ({
    exam,
    year,
    registeredCount: String(registered),
    passedCount: String(passed),
    remarks,
  }));

/** `calendarLink`: the seeded holiday list's address (/documents/<slug>), or '' if there is none. */
export const demoDisclosureTexts = (calendarLink: string): DisclosureTexts => ({
  intro:
    'The information CBSE asks every affiliated school to publish (Affiliation Bye-Laws 2018, Appendix IX). The office shows the original certificates on request.',
  email: 'office@convent-school-faridkot.example',
  calendarLink,
  smc: members([
    ['Sister Teresa Joseph', 'Chairperson (Manager, Faridkot Convent Educational Society)'],
    ['Sister Mary Thomas', 'Member Secretary (Principal)'],
    ['Sister Celine Mathew', 'Member (nominee of the society)'],
    ['Mrs Harpreet Kaur Brar', 'Teacher representative'],
    ['Mr Rajinder Singh Sandhu', 'Teacher representative'],
    ['Dr Amandeep Kaur Gill', 'Parent member'],
    ['Mr Vikas Bansal', 'Parent member'],
    ['Mr Gurdev Singh Dhillon', 'Educationist (retired Principal, Government Senior Secondary School)'],
  ]),
  pta: members([
    ['Mr Sukhwinder Singh Romana', 'President (parent)'],
    ['Mrs Neha Garg', 'Vice-President (parent)'],
    ['Mrs Jaspreet Kaur', 'Secretary (teacher)'],
    ['Mr Anil Kumar Sharma', 'Member (parent)'],
    ['Mrs Manpreet Kaur Sidhu', 'Member (parent)'],
    ['Mr Thomas Varghese', 'Member (teacher)'],
  ]),
  results: [
    ...results('X', [
      ['2025', 86, 86, '100 per cent; 31 students above 90 per cent'],
      ['2024', 92, 91, ''],
      ['2023', 78, 78, '100 per cent'],
    ]),
    ...results('XII', [
      ['2025', 64, 63, 'Science, Commerce and Humanities'],
      ['2024', 58, 58, '100 per cent'],
      ['2023', 61, 60, ''],
    ]),
  ],
  staff: {
    pgtCount: '14',
    tgtCount: '18',
    prtCount: '22',
    sectionRatio: '1.5 : 1',
    specialEducator: 'Mrs Ritu Sharma (B.Ed. Special Education, RCI registered)',
    counsellor: 'Ms Simranjeet Kaur (M.A. Psychology), counsellor and wellness teacher',
  },
  infrastructure: {
    campusArea: '10,120 square metres (2.5 acres)',
    classroomCount: '36',
    classroomSize: '46 square metres (about 500 square feet)',
    labs: [
      { name: 'Physics laboratory', size: '60 square metres' },
      { name: 'Chemistry laboratory', size: '60 square metres' },
      { name: 'Biology laboratory', size: '60 square metres' },
      { name: 'Computer laboratory (40 computers)', size: '75 square metres' },
      { name: 'Junior computer laboratory (30 computers)', size: '55 square metres' },
      { name: 'Mathematics laboratory', size: '46 square metres' },
    ],
    internet: 'Yes: 100 Mbps fibre, with Wi-Fi in the laboratories and the library',
    girlsToiletCount: '24',
    boysToiletCount: '22',
    videoLink: 'https://video.example.com/watch?v=csf-inspection-2025',
  },
});
