// Where a link staff type may lead: a page of this site (/contact, /documents/fee-structure-2026-27,
// what the document picker fills in) or a full https address. Not `//host` nor `/\host`, which a
// browser reads as another site, and no other scheme (javascript:, data:). Browser-safe: no imports.

export const SITE_OR_HTTPS_LINK = /^(\/(?![/\\])[^\s\\]*|https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?)$/i;

/** The message a refused link gets, after its field's label ("Link: …"). */
export const siteLinkMessage = (label: string) =>
  `${label}: a page of this site (starting with /) or a full address starting with https://`;

export const isSiteOrHttpsLink = (value: string): boolean => SITE_OR_HTTPS_LINK.test(value);
