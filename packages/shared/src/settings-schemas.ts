import { z } from 'zod';
import { admissionClassesSchema } from './admission-class-schemas.js';
import { admissionLinkSchema } from './admission-schemas.js';
import { compactTranslations, translationsSchema, type Translations } from './i18n/translations.js';
import { emailSchema } from './auth-schemas.js';
import { imageSchema, storedImageSchema } from './image-schemas.js';
import { storedVersion, versionInput, viewVersion } from './item-version.js';

export { addressLine, telHref } from './school-facts.js';

// The school's own facts, edited by staff in /admin/settings and read by every public page (header,
// footer, contact cards, map, link previews, structured data). Stored as one public document
// (`settings/school`) and one that only staff and the server read (`settings/office`: where contact
// messages are notified). The admin form and the API check them with these schemas, so a message a
// field shows is the one the API would answer. Browser-safe: zod only.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A phone number as people write it: digits, spaces, brackets, dashes, an optional leading +. */
const PHONE = /^\+?[0-9][0-9 ()-]*$/;
const phone = (label: string) =>
  text(label, 24)
    .regex(PHONE, `${label}: use digits, spaces and an optional + at the start (for example +91 1639 250 100)`)
    .refine((value) => digitsOf(value).length >= 8 && digitsOf(value).length <= 15, `${label} must have 8 to 15 digits`);

/** An https address, or '' for none. */
const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long`)
    .refine((value) => value === '' || isHttpsUrl(value), `${label}: enter a full address starting with https://`);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/** The boards a school in Punjab is affiliated to; 'other' for any else. */
export const SCHOOL_BOARDS = ['CBSE', 'CISCE', 'PSEB', 'other'] as const;
export type SchoolBoard = (typeof SCHOOL_BOARDS)[number];
/** The cap of section 5 of the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016, in per cent. */
export const DEFAULT_FEE_CAP_PERCENT = 8;

export const SETTINGS_TEXT_MAX = { name: 120, line: 120, hours: 80, message: 2000, description: 600 } as const;

/** How long contact messages are kept when staff have not chosen (issue 37): two years, in months. */
export const DEFAULT_MESSAGE_RETENTION_MONTHS = 24;
/** Admission enquiries likewise (issue 38): two admission seasons. */
export const DEFAULT_ENQUIRY_RETENTION_MONTHS = 24;
/** The shortest and longest keeping staff may choose, in months. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

/** An address, or '' for none. */
const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} is too long`)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      `${label}: enter an address like name@example.com, or leave it blank`,
    )
    .transform((value) => value.toLowerCase());

/** A phone number, or '' for none. */
const optionalPhone = (label: string) =>
  optionalText(label, 24).refine(
    (value) => value === '' || phone(label).safeParse(value).success,
    `${label}: use 8 to 15 digits, spaces and an optional + at the start, or leave it blank`,
  );

/** Every field of the public settings that staff type (images are uploaded on their own). */
export const schoolFactsSchema = z.object({
  name: text('School name', SETTINGS_TEXT_MAX.name),
  foundedYear: z
    .number({ error: 'Founding year must be a number' })
    .int('Founding year must be a whole year')
    .min(1800, 'Founding year must be 1800 or later')
    .max(2100, 'Founding year must be 2100 or earlier'),
  officePhone: phone('Office phone'),
  admissionsPhone: phone('Admissions phone'),
  address: z.object({
    street: text('Street', SETTINGS_TEXT_MAX.line),
    locality: text('Town', SETTINGS_TEXT_MAX.line),
    region: text('State', SETTINGS_TEXT_MAX.line),
    postcode: text('PIN code', 12).regex(/^[0-9A-Za-z -]+$/, 'PIN code: use digits (for example 151203)'),
  }),
  officeHours: text('Office hours', SETTINGS_TEXT_MAX.hours),
  admissionsHours: text('Admissions hours', SETTINGS_TEXT_MAX.hours),
  map: z.object({ latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) }),
  social: z.object({ facebook: httpsUrl('Facebook page'), instagram: httpsUrl('Instagram profile') }),
  principal: z.object({
    name: text("Principal's name", SETTINGS_TEXT_MAX.line),
    title: text("Principal's title", SETTINGS_TEXT_MAX.line),
    /** Shown in the Mandatory Public Disclosure (section A). */
    qualification: optionalText("Principal's qualification", SETTINGS_TEXT_MAX.line),
    message: optionalText("Principal's message", SETTINGS_TEXT_MAX.message),
  }),
  partner: z.object({
    name: optionalText("Curriculum partner's name", SETTINGS_TEXT_MAX.line),
    description: optionalText("Curriculum partner's text", SETTINGS_TEXT_MAX.description),
  }),
  /** The board the school is affiliated to: with CBSE, the home page and footer link the Mandatory Public Disclosure. */
  board: z.object(
    {
      name: z.enum(SCHOOL_BOARDS, { error: 'Choose the board: CBSE, CISCE, PSEB or other' }),
      affiliationNumber: optionalText('Affiliation number', 40),
      schoolCode: optionalText('School code', 40),
    },
    { error: 'Board: choose CBSE, CISCE, PSEB or other, with the affiliation number and school code' },
  ),
  /** The yearly fee rise the Punjab fee Act allows, in per cent: a larger one is highlighted before the fee structure is published. */
  feeCapPercent: z
    .number({ error: 'Fee increase cap must be a number' })
    .min(0, 'Fee increase cap must be between 0 and 100 per cent')
    .max(100, 'Fee increase cap must be between 0 and 100 per cent'),
  /**
   * Who answers questions about personal data (the DPDP Rules, rule 9): shown in the privacy notice
   * and the footer. Blank parts are left out; with none, both name the school's office.
   */
  dataProtection: z.object(
    {
      name: optionalText('Data protection contact', SETTINGS_TEXT_MAX.line),
      email: optionalEmail('Data protection e-mail'),
      phone: optionalPhone('Data protection phone'),
    },
    { error: 'Data protection contact: a name, an e-mail address and a phone number, each may be blank' },
  ),
  /** How long personal data is kept before it is deleted by itself (inbox and trash alike), in months. */
  retentionMonths: z.object(
    {
      messages: z
        .number({ error: 'Months to keep contact messages must be a number' })
        .int('Months to keep contact messages must be a whole number')
        .min(RETENTION_MONTHS.min, `Keep contact messages for ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months`)
        .max(RETENTION_MONTHS.max, `Keep contact messages for ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months`),
      /** Absent from a client older than enquiries: the default (settings older than them get it by migration 11). */
      enquiries: z
        .number({ error: 'Months to keep admission enquiries must be a number' })
        .int('Months to keep admission enquiries must be a whole number')
        .min(RETENTION_MONTHS.min, `Keep admission enquiries for ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months`)
        .max(RETENTION_MONTHS.max, `Keep admission enquiries for ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months`)
        .default(DEFAULT_ENQUIRY_RETENTION_MONTHS),
    },
    { error: 'Months to keep contact messages must be a number' },
  ),
  /** The classes the enquiry form offers and the age each asks for by its cut-off day (issue 38). */
  admissionClasses: admissionClassesSchema,
});
export type SchoolFacts = z.infer<typeof schoolFactsSchema>;

/**
 * The settings visitors read as sentences, which staff may also write in Punjabi and Hindi. Names,
 * numbers, addresses and links are facts, the same in every language.
 */
export const SETTINGS_TEXT_FIELDS = ['principalTitle', 'principalMessage', 'officeHours', 'admissionsHours', 'partnerDescription'] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];
export type SettingsTranslations = Translations<SettingsTextField>;

/** Optional Punjabi and Hindi versions, with the English fields' limits; blank ones are dropped. */
export const settingsTranslationsSchema = translationsSchema({
  principalTitle: optionalText("The principal's translated title", SETTINGS_TEXT_MAX.line),
  principalMessage: optionalText("The principal's translated message", SETTINGS_TEXT_MAX.message),
  officeHours: optionalText('Translated office hours', SETTINGS_TEXT_MAX.hours),
  admissionsHours: optionalText('Translated admissions hours', SETTINGS_TEXT_MAX.hours),
  partnerDescription: optionalText("The curriculum partner's translated text", SETTINGS_TEXT_MAX.description),
})
  .transform(compactTranslations)
  .optional();

/** The name staff see for each group of the school's facts (the first-run checklist, the settings' revisions). */
export const SCHOOL_FACT_LABELS: Record<keyof SchoolFacts, string> = {
  name: 'School name',
  foundedYear: 'Founding year',
  officePhone: 'Office phone',
  admissionsPhone: 'Admissions phone',
  address: 'Postal address',
  officeHours: 'Office hours',
  admissionsHours: 'Admissions hours',
  map: 'Map position',
  social: 'Social profiles',
  principal: "Principal's name, title, qualification and message",
  partner: 'Curriculum partner',
  board: 'Board, affiliation number and school code',
  feeCapPercent: 'Fee increase cap',
  dataProtection: 'Data protection contact',
  retentionMonths: 'How long contact messages and enquiries are kept',
  admissionClasses: 'Classes and admission ages',
};

/** The images of the settings, each uploaded through the image pipeline; null: none. */
export const SETTINGS_IMAGE_SLOTS = ['principalPhoto', 'partnerLogo', 'shareImage'] as const;
export type SettingsImageSlot = (typeof SETTINGS_IMAGE_SLOTS)[number];
export const settingsImageSlotSchema = z.enum(SETTINGS_IMAGE_SLOTS, { error: 'Unknown image' });

/**
 * What `PUT /api/settings` takes: the facts, the office's e-mail and the admission form link, and the
 * version the screen loaded (older than stored: 409, item-version.ts; absent: no check).
 */
export const settingsInputSchema = schoolFactsSchema.extend({
  translations: settingsTranslationsSchema,
  officeEmail: emailSchema,
  admissionFormLink: admissionLinkSchema.shape.admissionFormLink,
  version: versionInput,
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** The stored public document `settings/school`. */
export const storedSchoolSettingsSchema = schoolFactsSchema.extend({
  translations: settingsTranslationsSchema,
  images: z.object(
    Object.fromEntries(SETTINGS_IMAGE_SLOTS.map((slot) => [slot, storedImageSchema.nullable()])) as {
      [K in SettingsImageSlot]: z.ZodNullable<typeof storedImageSchema>;
    },
  ),
  /** When staff last saved the settings; null while they still hold the installer's values. */
  confirmedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** +1 on every write, image uploads included (see item-version.ts); absent on settings older than versions. */
  version: storedVersion,
});
export type StoredSchoolSettings = z.infer<typeof storedSchoolSettingsSchema>;

/** The stored private document `settings/office`. */
export const storedOfficeSettingsSchema = z.object({ officeEmail: emailSchema, updatedAt: z.string() });
export type StoredOfficeSettings = z.infer<typeof storedOfficeSettingsSchema>;

/** What every public page reads (`GET /api/settings`): the facts and the images without their keys. */
export const schoolSettingsSchema = schoolFactsSchema.extend({
  translations: settingsTranslationsSchema,
  images: z.object(
    Object.fromEntries(SETTINGS_IMAGE_SLOTS.map((slot) => [slot, imageSchema.nullable()])) as {
      [K in SettingsImageSlot]: z.ZodNullable<typeof imageSchema>;
    },
  ),
  /** The link to the external admission form, '' for none (the same value as GET /admission/link). */
  admissionFormLink: z.string(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

/** What the admin screen reads (`GET /api/settings/admin`): also the private fields and the checklist. */
export const adminSettingsSchema = schoolSettingsSchema.extend({
  officeEmail: z.string(),
  confirmedAt: z.string().nullable(),
  /** The fields that still hold the installer's values, as labels, while staff have not saved. */
  unconfirmed: z.array(z.string()),
  /** Of `settings/school`: sent back with a save, which is refused (409) if someone saved since. */
  ...viewVersion,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

// A host with a dot (no `https://localhost`, no bare words), an optional port and path. No URL
// parser here: the package runs where `URL` may not be typed (zod only).
const HTTPS_URL = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

function isHttpsUrl(value: string): boolean {
  return HTTPS_URL.test(value);
}
