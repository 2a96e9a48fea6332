import { createContext, useContext } from 'react';
import type { SchoolSettings } from '@school/shared/settings-schemas';
import type { Expect } from './api-client';
import { isRecord } from './api-error';
import type { PublicItemState } from './use-public-item';

export type { SchoolSettings };
export { addressLine, telHref } from '@school/shared/school-facts';

// The school's facts (name, phones, address, hours, map, profiles, principal, partner, images), as
// staff set them in /admin/settings. Every public page's server render reads them once with its own
// data (lib/public-calls.ts: SITE_CALLS) and the public layout hands them down through this context;
// nothing in the code holds a school fact of its own.

/** Where the public layout's read of the settings stands (lib/use-public-item.ts). */
export interface SchoolState {
  state: PublicItemState<SchoolSettings>;
  retry: () => void;
}

const SchoolContext = createContext<SchoolState>({ state: { status: 'loading' }, retry: () => {} });
export const SchoolProvider = SchoolContext.Provider;

/** The state of the read itself, for the part that shows "loading" or the error (app/layout/require-school.tsx). */
export function useSchoolState(): SchoolState {
  return useContext(SchoolContext);
}

/**
 * The settings, for parts that also render without them: the header and footer, the Not Found
 * page (also made once at build time as Hosting's 404.html, where there is no data to read).
 */
export function useOptionalSchool(): SchoolSettings | null {
  const { state } = useContext(SchoolContext);
  return state.status === 'found' ? state.data : null;
}

/** The settings, for page content: public routes render their page only once they are in hand (RequireSchool). */
export function useSchool(): SchoolSettings {
  const school = useOptionalSchool();
  if (!school) throw new Error('useSchool() in a page not wrapped in RequireSchool (app/public-routes.tsx)');
  return school;
}

/** The fields pages read; the rest is trusted to the API (a zod check would cost every page kilobytes). */
function looksLikeSettings(data: unknown): data is SchoolSettings {
  return (
    isRecord(data) &&
    typeof data.name === 'string' &&
    typeof data.officePhone === 'string' &&
    isRecord(data.address) &&
    isRecord(data.map) &&
    isRecord(data.social) &&
    isRecord(data.principal) &&
    isRecord(data.partner) &&
    isRecord(data.images)
  );
}

export const schoolSettingsExpect: Expect<SchoolSettings> = {
  accept: looksLikeSettings,
  text: 'Invalid school details received from server',
};

export const SCHOOL_SETTINGS_FAILED = 'The school’s details could not be loaded. Please try again in a moment.';
