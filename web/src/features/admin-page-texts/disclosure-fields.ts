import type { Field } from './field-kinds';

// The fields of the Mandatory Public Disclosure staff fill at /admin/disclosure: sections C to E
// (disclosure-schemas.ts), and section A's published e-mail. Section A's other facts are the
// settings', section B's the documents library's. Counts are typed as digits.

const text = (key: string, label: string, help?: string): Field => ({ kind: 'text', key, label, ...(help ? { help } : {}) });
const people = (key: string, label: string): Field => ({
  kind: 'list',
  key,
  label,
  itemLabel: 'member',
  item: [text('name', 'Name'), text('role', 'Role', 'For example Chairperson, Member secretary, Parent member')],
  blank: { name: '', role: '' },
});
const count = (key: string, label: string) => text(key, label, 'A whole number; leave it empty until you know it.');

export const DISCLOSURE_FIELDS: readonly Field[] = [
  { kind: 'text', key: 'intro', label: 'Sentence under the page title', multiline: true },
  text('email', 'E-mail address for section A', "The school's address for the public, such as office@school.in."),
  {
    kind: 'text',
    key: 'calendarLink',
    label: 'Annual academic calendar',
    help: 'Choose the calendar from the documents below, or give a full address starting with https://',
    documentLink: true,
  },
  people('smc', 'School Management Committee'),
  people('pta', 'PTA members'),
  {
    kind: 'list',
    key: 'results',
    label: 'Class X and XII board results (the last three years)',
    itemLabel: 'result',
    item: [
      {
        kind: 'select',
        key: 'exam',
        label: 'Class',
        options: [
          { value: 'X', label: 'Class X' },
          { value: 'XII', label: 'Class XII' },
        ],
      },
      text('year', 'Year of the exam', 'For example 2025'),
      text('registeredCount', 'Registered students'),
      text('passedCount', 'Students passed'),
      text('remarks', 'Remarks'),
    ],
    blank: { exam: 'X', year: '', registeredCount: '', passedCount: '', remarks: '' },
  },
  {
    kind: 'group',
    key: 'staff',
    label: 'Section D: teaching staff',
    fields: [
      count('pgtCount', 'Post Graduate Teachers (PGT)'),
      count('tgtCount', 'Trained Graduate Teachers (TGT)'),
      count('prtCount', 'Primary Teachers (PRT)'),
      text('sectionRatio', 'Teacher-section ratio', 'For example 1.5:1'),
      text('specialEducator', 'Special educator', 'Name and qualification'),
      text('counsellor', 'Counsellor and wellness teacher', 'Name and qualification'),
    ],
  },
  {
    kind: 'group',
    key: 'infrastructure',
    label: 'Section E: infrastructure',
    fields: [
      text('campusArea', 'Total campus area', 'With its unit, for example 8,094 square metres'),
      count('classroomCount', 'Number of classrooms'),
      text('classroomSize', 'Size of the classrooms', 'For example 48 square metres'),
      {
        kind: 'list',
        key: 'labs',
        label: 'Laboratories, computer labs included',
        itemLabel: 'laboratory',
        item: [text('name', 'Laboratory'), text('size', 'Size')],
        blank: { name: '', size: '' },
      },
      text('internet', 'Internet facility', 'For example Yes, 100 Mbps fibre'),
      count('girlsToiletCount', "Number of girls' toilets"),
      count('boysToiletCount', "Number of boys' toilets"),
      text('videoLink', "Video of the school's inspection", 'A full address starting with https://, such as a YouTube link'),
    ],
  },
];
