import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { FeesTexts } from '@school/shared/fee-schemas';

// A new install's disclosure and fee pages: empty, so nothing the school has not said is shown as
// its fact. Each page then shows what is missing ("Not yet published"), and the admin's checklist
// names it; the demo seed fills both with plausible figures.

export const DISCLOSURE_DEFAULTS: DisclosureTexts = {
  intro: '',
  email: '',
  calendarLink: '',
  smc: [],
  pta: [],
  results: [],
  staff: { pgtCount: '', tgtCount: '', prtCount: '', sectionRatio: '', specialEducator: '', counsellor: '' },
  infrastructure: {
    campusArea: '',
    classroomCount: '',
    classroomSize: '',
    labs: [],
    internet: '',
    girlsToiletCount: '',
    boysToiletCount: '',
    videoLink: '',
  },
};

export const FEES_DEFAULTS: FeesTexts = { intro: '', years: [], shops: [] };
