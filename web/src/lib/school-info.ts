/**
 * Every fact about the school that the site shows is read through this module, and only this one
 * (pages, footer, contact cards, map, sitemap and link previews). It sits in lib/ so every feature
 * may import it; when the facts move into stored settings, this module is where they will be read.
 *
 * SAMPLE VALUES: the spec leaves the phone numbers, the principal's name, the social profiles, the
 * map location and the web address as placeholders. Everything marked "sample" below is a stand-in
 * until the school supplies the real value; edit this file and nothing else.
 */
export const schoolInfo = {
  name: 'Convent School Faridkot',
  foundedYear: 2005,
  /** Sample: the site's public address, used in sitemap.xml and robots.txt (no trailing slash). */
  siteUrl: 'https://www.conventschoolfaridkot.example',
  /** Sample name. */
  principal: { name: 'Sister Mary Thomas', title: 'Principal' },
  phone: {
    /** Sample number. */
    display: '+91 1639 250 100',
    /** tel: links must not contain spaces to dial reliably on every phone. */
    tel: '+911639250100',
  },
  /** Sample: the admissions desk's own line. */
  admissionsPhone: { display: '+91 1639 250 101', tel: '+911639250101' },
  /** Sample address lines; the town, state and postcode are the spec's. */
  address: {
    street: 'Kotkapura Road',
    locality: 'Faridkot',
    region: 'Punjab',
    postcode: '151203',
    full: 'Faridkot, Punjab 151203',
  },
  hours: {
    /** Sample office hours. */
    office: 'Mon-Sat, 8am-2pm',
    /** From the spec. */
    admissions: 'Mon-Fri, 8am-4pm',
  },
  /** Sample profiles (a social page and an image-sharing profile, as the spec asks). */
  social: {
    facebook: 'https://www.facebook.com/conventschoolfaridkot',
    instagram: 'https://www.instagram.com/conventschoolfaridkot',
  },
  /** Sample map position: the centre of Faridkot until the school gives the gate's coordinates. */
  map: { latitude: 30.6769, longitude: 74.7583, zoomDelta: 0.012 },
  /**
   * Sample: the spec names a digital curriculum partner with a logo but not who it is. Replace the
   * name, text and web/src/assets/partner-logo.svg with the real provider's (with their permission).
   */
  curriculumPartner: {
    name: 'BrightPath Digital Learning',
    description:
      'Our classrooms use BrightPath’s interactive lessons, animated explainers and practice quizzes, aligned with our syllabus, so children revise at their own pace at school and at home.',
  },
} as const;

export type SchoolInfo = typeof schoolInfo;
