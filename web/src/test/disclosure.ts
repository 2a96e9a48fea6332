import { DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { DisclosureDocumentsView, DocumentView } from '@school/shared/document-schemas';
import type { PageTextsView } from '@school/shared/page-text-schemas';
import { documentView } from './documents';

/** The disclosure page's texts, filled as a school would (two years of results); `over` changes some. */
export const disclosureTexts = (over: Partial<DisclosureTexts> = {}): DisclosureTexts => ({
  intro: '',
  email: 'principal@school.example',
  calendarLink: '/documents/academic-calendar-2026-27',
  smc: [{ name: 'Fr. Joseph Mathew', role: 'Chairperson' }],
  pta: [{ name: 'Harpreet Kaur', role: 'President' }],
  results: [
    { exam: 'X', year: '2025', registeredCount: '112', passedCount: '108', remarks: '' },
    { exam: 'XII', year: '2025', registeredCount: '84', passedCount: '84', remarks: 'All passed' },
  ],
  staff: { pgtCount: '14', tgtCount: '22', prtCount: '18', sectionRatio: '1.5:1', specialEducator: 'Ms. Neha Sharma', counsellor: '' },
  infrastructure: {
    campusArea: '8,094 square metres',
    classroomCount: '42',
    classroomSize: '48 square metres',
    labs: [{ name: 'Computer lab', size: '70 square metres' }],
    internet: 'Yes, 100 Mbps fibre',
    girlsToiletCount: '24',
    boysToiletCount: '22',
    videoLink: '',
  },
  ...over,
});

/** GET /page-texts/disclosure's `data`. */
export const disclosureView = (texts: DisclosureTexts = disclosureTexts()): PageTextsView<'disclosure'> => ({
  page: 'disclosure',
  texts,
  images: {},
  updatedAt: '2026-11-20T05:00:00.000Z',
});

/** A certificate of the library marked as `item`. */
export const disclosureDocument = (item: DocumentView['disclosure'], over: Partial<DocumentView> = {}): DocumentView =>
  documentView({
    _id: `d-${item}`,
    title: `${item} certificate`,
    slug: `${item}-certificate`,
    category: 'certificate',
    disclosure: item,
    ...over,
  });

/** GET /documents/disclosure's `data`: none but the ones given. */
export const disclosureDocuments = (given: Partial<DisclosureDocumentsView> = {}): DisclosureDocumentsView => ({
  ...(Object.fromEntries(DISCLOSURE_ITEMS.map((item) => [item, null])) as DisclosureDocumentsView),
  ...given,
});
