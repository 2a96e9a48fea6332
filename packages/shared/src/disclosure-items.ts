// The documents CBSE's Mandatory Public Disclosure asks a school to publish (Affiliation Bye-Laws
// 2018, Appendix IX, section B), each a choice staff make on a document of the library. Without zod:
// the public disclosure page lists them, and a page's first script must not carry zod.

export const DISCLOSURE_ITEMS = [
  'affiliation-letter',
  'trust-registration',
  'state-noc',
  'rte-recognition',
  'building-safety',
  'fire-safety',
  'deo-certificate',
  'drinking-water',
  'health-sanitation',
] as const;
export type DisclosureItem = (typeof DISCLOSURE_ITEMS)[number];

/** Each item's name in English: the admin's label, and the public page's message id (translated in the disclosure catalogue). */
export const DISCLOSURE_ITEM_NAMES: Record<DisclosureItem, string> = {
  'affiliation-letter': 'Affiliation or upgradation letter, and the latest extension of affiliation',
  'trust-registration': 'Registration of the trust or society, and its renewal',
  'state-noc': 'No Objection Certificate (NOC) of the State Government',
  'rte-recognition': 'Recognition certificate under the RTE Act, 2009',
  'building-safety': 'Building safety certificate',
  'fire-safety': 'Fire safety certificate',
  'deo-certificate': 'DEO certificate for affiliation or upgradation, or self-certification',
  'drinking-water': 'Drinking water certificate',
  'health-sanitation': 'Health and sanitation certificates',
};

/** `text` as an item; undefined when it names none. */
export const disclosureItemOf = (text: string): DisclosureItem | undefined =>
  (DISCLOSURE_ITEMS as readonly string[]).includes(text) ? (text as DisclosureItem) : undefined;
