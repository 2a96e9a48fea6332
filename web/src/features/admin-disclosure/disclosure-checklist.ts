import { DISCLOSURE_ITEMS, type DisclosureItem } from '@school/shared/disclosure-items';
import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { DisclosureDocumentsView } from '@school/shared/document-schemas';
import type { SchoolSettings } from '@school/shared/settings-schemas';
import { daysBetween } from '@school/shared/school-time';

// What the disclosure page still lacks, worked out from what staff are writing (the draft, else the
// published texts), the settings and the documents visitors see. Pure, so its rules are tested alone.

/** As the dashboard's certificates to renew: what lapses within 60 days is named. */
export const EXPIRING_WITHIN_DAYS = 60;
/** CBSE asks for the results of the last three years. */
export const RESULT_YEARS = 3;

export interface Lapsing {
  item: DisclosureItem;
  validUntil: string;
  /** Whole days from today; negative once expired. */
  days: number;
}

export interface SectionBlanks {
  section: 'A' | 'C' | 'D' | 'E';
  fields: string[];
}

export interface Checklist {
  published: number;
  missing: DisclosureItem[];
  /** Expired first, then the soonest to lapse. */
  lapsing: Lapsing[];
  /** The settings' fields section A shows, left blank. */
  settingsBlanks: string[];
  sections: SectionBlanks[];
  resultYears: number;
}

const blanks = (fields: [label: string, value: string | readonly unknown[]][]): string[] =>
  fields.filter(([, value]) => value.length === 0 || (typeof value === 'string' && value.trim() === '')).map(([label]) => label);

export function disclosureChecklist(
  texts: DisclosureTexts,
  school: SchoolSettings,
  documents: DisclosureDocumentsView,
  today: string,
): Checklist {
  const shown = DISCLOSURE_ITEMS.filter((item) => documents[item]);
  const lapsing = shown
    .flatMap((item) => {
      const validUntil = documents[item]?.validUntil;
      return validUntil ? [{ item, validUntil, days: daysBetween(today, validUntil) }] : [];
    })
    .filter(({ days }) => days <= EXPIRING_WITHIN_DAYS)
    .sort((a, b) => a.days - b.days);
  const { staff, infrastructure: place } = texts;
  const sections: SectionBlanks[] = [
    { section: 'A' as const, fields: blanks([['E-mail', texts.email]]) },
    {
      section: 'C' as const,
      fields: blanks([
        ['Academic calendar', texts.calendarLink],
        ['School Management Committee', texts.smc],
        ['PTA members', texts.pta],
        ['Results', texts.results],
      ]),
    },
    {
      section: 'D' as const,
      fields: blanks([
        ['PGT teachers', staff.pgtCount],
        ['TGT teachers', staff.tgtCount],
        ['PRT teachers', staff.prtCount],
        ['Teacher-section ratio', staff.sectionRatio],
        ['Special educator', staff.specialEducator],
        ['Counsellor and wellness teacher', staff.counsellor],
      ]),
    },
    {
      section: 'E' as const,
      fields: blanks([
        ['Campus area', place.campusArea],
        ['Classrooms', place.classroomCount],
        ['Classroom size', place.classroomSize],
        ['Laboratories', place.labs],
        ['Internet', place.internet],
        ["Girls' toilets", place.girlsToiletCount],
        ["Boys' toilets", place.boysToiletCount],
        ['Video of the inspection', place.videoLink],
      ]),
    },
  ].filter(({ fields }) => fields.length > 0);
  return {
    published: shown.length,
    missing: DISCLOSURE_ITEMS.filter((item) => !documents[item]),
    lapsing,
    settingsBlanks: blanks([
      ['Affiliation number', school.board.affiliationNumber],
      ['School code', school.board.schoolCode],
      ["Principal's qualification", school.principal.qualification],
    ]),
    sections,
    resultYears: new Set(texts.results.map((row) => row.year)).size,
  };
}
