import { withMessages } from '../../lib/i18n/catalogs';
import { onDemand } from '../../lib/visitor-forms/on-demand';

/**
 * The enquiry form's later part (./enquiry-later.ts) and its texts in the page's language (the
 * `enquiry-later` catalogue, as a page's chunk brings its own: lib/i18n/catalogs.ts), loaded once the
 * parent comes near the form, and awaited by every handler before it shows anything: what a parent
 * reads only after a press stays off the page's path to interactive (the public JS budget).
 */
export const enquiryLater = onDemand(withMessages(['enquiry-later'], () => import('./enquiry-later')));
