import { withMessages } from '../i18n/catalogs';
import { onDemand } from './on-demand';

// The contact schemas (./on-demand.ts says why on demand), for the contact form's own check, and the
// e-mail verification's presses (./email-steps.ts, which check with them) for every form that
// verifies an address, with the texts what follows a press shows (the `visitor-forms` catalogue:
// the code's notices, the address's and the server's refusals, the consent's, and the contact
// form's check and send, which come only after the address is verified), in the page's language.

const contactSchemas = onDemand(() => import('@school/shared/contact-schemas'));
export const emailSteps = onDemand(withMessages(['visitor-forms'], () => import('./email-steps')));

export const { load: loadContactSchemas, loaded: loadedContactSchemas } = contactSchemas;

/** Starts loading both; a failure waits for the handler that needs them. */
export function preloadContactSchemas(): void {
  contactSchemas.preload();
  emailSteps.preload();
}

/** Loads both once the browser is idle after the form appears. */
export function usePreloadContactSchemas(): void {
  contactSchemas.usePreload();
  emailSteps.usePreload();
}
