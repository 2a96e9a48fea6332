import { SCHOOL_UTC_OFFSET, toSchoolLocalInput } from '@school/shared/school-time';
import { telHref } from '@school/shared/school-facts';
import type { SchoolSettings } from '@school/shared/settings-schemas';

// Pieces of schema.org data (JSON-LD) that item pages share: the school as publisher or organiser,
// its postal address, times in school time. Plain objects; PageMeta writes them into the page, in
// the server's render only, so pages build them under `import.meta.env.SSR` and the browser's build
// carries none of this module (a meta description's text is ./short-text.ts, which it needs).

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The school's postal address, as staff set it (lib/school-settings.tsx). */
export function schoolAddress(school: SchoolSettings): object {
  const { street, locality, region, postcode } = school.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode: postcode,
    addressCountry: 'IN',
  };
}

/**
 * The school as an organisation (an article's publisher, an event's organiser, the subject of the
 * home and contact pages), at the site's address, with its phone, map position and profiles.
 */
export function schoolOrganization(school: SchoolSettings, origin: string): object {
  const profiles = [school.social.facebook, school.social.instagram].filter(Boolean);
  return {
    '@type': 'School',
    name: school.name,
    url: `${origin}/`,
    telephone: telHref(school.officePhone).slice('tel:'.length),
    address: schoolAddress(school),
    geo: { '@type': 'GeoCoordinates', latitude: school.map.latitude, longitude: school.map.longitude },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/**
 * A stored instant as schema.org wants an event's time: local school time with its offset
 * ("2025-01-06T00:30:00+05:30"), so search results show the time as it is in Faridkot.
 * undefined for none, which JSON.stringify leaves out.
 */
export function schoolDateTime(iso: string | null | undefined): string | undefined {
  const local = toSchoolLocalInput(iso);
  return local ? `${local}:00${SCHOOL_UTC_OFFSET}` : undefined;
}
