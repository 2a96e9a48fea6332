// The consent a form that collects personal data asks for (issue 37), as plain constants: the web's
// forms show themselves without zod (contact-fields.ts says why). No imports here, please.

/** The checkbox's field, sent as `true` when ticked. */
export const CONSENT_FIELD = 'consent';

/** What the visitor agrees to by ticking it: the words the DPDP Act's notice and consent rules ask for. */
export const CONSENT_LABEL = 'I have read the privacy notice; I am 18 or over, or a parent or guardian writing with their consent';

/** The browser's and the server's answer when it is not ticked (the server's in the page's language). */
export const CONSENT_REQUIRED = 'Please tick the box to confirm you have read the privacy notice.';
