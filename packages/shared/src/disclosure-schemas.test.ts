import { describe, expect, it } from 'vitest';
import { disclosureTextsSchema, type DisclosureTexts } from './disclosure-schemas.js';
import { overlayTranslation, translatedPart } from './page-text-translations.js';

const filled: DisclosureTexts = {
  intro: '',
  email: 'office@school.in',
  calendarLink: '/documents/academic-calendar-2026-27',
  smc: [{ name: 'Sister Mary Thomas', role: 'Chairperson' }],
  pta: [],
  results: [{ exam: 'X', year: '2025', registeredCount: '112', passedCount: '110', remarks: '' }],
  staff: { pgtCount: '14', tgtCount: '18', prtCount: '22', sectionRatio: '1.5', specialEducator: 'Ms Kaur', counsellor: '' },
  infrastructure: {
    campusArea: '12,140 sq m',
    classroomCount: '42',
    classroomSize: '50 sq m',
    labs: [{ name: 'Physics', size: '80 sq m' }],
    internet: 'Yes',
    girlsToiletCount: '24',
    boysToiletCount: '22',
    videoLink: 'https://www.youtube.com/watch?v=abc',
  },
};

describe('the disclosure texts', () => {
  it('take what staff fill, blanks included (shown as not yet published)', () => {
    expect(disclosureTextsSchema.parse(filled)).toEqual(filled);
    const blank = { ...filled, staff: { ...filled.staff, pgtCount: '' }, calendarLink: '' };
    expect(disclosureTextsSchema.safeParse(blank).success).toBe(true);
  });

  it('refuse a count that is not a whole number, more passed than registered, and a link to another kind of address', () => {
    const message = (texts: unknown) => disclosureTextsSchema.safeParse(texts).error?.issues[0]?.message;
    expect(message({ ...filled, staff: { ...filled.staff, pgtCount: 'twelve' } })).toBe(
      'PGT teachers: enter a whole number, or leave it blank',
    );
    expect(message({ ...filled, results: [{ ...filled.results[0], passedCount: '113' }] })).toBe(
      'Students passed cannot be more than registered students',
    );
    expect(message({ ...filled, calendarLink: 'javascript:alert(1)' })).toMatch(/^Academic calendar/);
    expect(message({ ...filled, results: [{ ...filled.results[0], year: '25' }] })).toBe('Year: enter the year of the exam, like 2025');
    expect(message({ ...filled, email: 'office at school' })).toBe('E-mail: enter an address like office@school.in');
  });

  it('keep counts, years, choices and links in English when translated; names and words may be translated', () => {
    const translation = { smc: [{ role: 'ਚੇਅਰਪਰਸਨ' }], staff: { pgtCount: '੧੪' }, results: [{ exam: 'ਦਸਵੀਂ', remarks: 'ਵਧੀਆ' }] };
    const { texts, langs } = overlayTranslation(filled, translation);
    expect(texts.smc[0]?.role).toBe('ਚੇਅਰਪਰਸਨ');
    expect(texts.staff.pgtCount).toBe('14');
    expect(texts.results[0]?.exam).toBe('X');
    expect(texts.results[0]?.remarks).toBe('ਵਧੀਆ');
    expect(texts.calendarLink).toBe(filled.calendarLink);
    expect(translatedPart(texts, langs)).toEqual({ smc: [{ role: 'ਚੇਅਰਪਰਸਨ' }], results: [{ remarks: 'ਵਧੀਆ' }] });
  });
});
