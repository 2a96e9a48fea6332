import { settingsInputSchema, type AdminSettings, type SettingsInput } from '@school/shared/settings-schemas';

// The settings form holds every field as the text in its box, keyed by the field's path in
// SettingsInput ('address.street'); the numbers become numbers only when checked or sent. The
// check is the API's own schema, so a message beside a field is the one the server would answer.

export const FIELDS = [
  'name',
  'foundedYear',
  'officePhone',
  'admissionsPhone',
  'officeHours',
  'admissionsHours',
  'address.street',
  'address.locality',
  'address.region',
  'address.postcode',
  'map.latitude',
  'map.longitude',
  'social.facebook',
  'social.instagram',
  'principal.name',
  'principal.title',
  'principal.qualification',
  'principal.message',
  'partner.name',
  'partner.description',
  'board.name',
  'board.affiliationNumber',
  'board.schoolCode',
  'feeCapPercent',
  'dataProtection.name',
  'dataProtection.email',
  'dataProtection.phone',
  'retentionMonths.messages',
  'retentionMonths.enquiries',
  'admissionFormLink',
  'officeEmail',
  // Punjabi and Hindi versions of the texts visitors read as sentences (settings-translations.tsx).
  'translations.pa.principalTitle',
  'translations.pa.principalMessage',
  'translations.pa.officeHours',
  'translations.pa.admissionsHours',
  'translations.pa.partnerDescription',
  'translations.hi.principalTitle',
  'translations.hi.principalMessage',
  'translations.hi.officeHours',
  'translations.hi.admissionsHours',
  'translations.hi.partnerDescription',
] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

/** The id of a field's box (the form moves the focus to the first one that needs correcting). */
export const fieldId = (field: Field): string => `settings-${field.replace('.', '-')}`;

export function valuesFromSettings(settings: AdminSettings): FormValues {
  const { address, map, social, principal, partner, board } = settings;
  return {
    name: settings.name,
    foundedYear: String(settings.foundedYear),
    officePhone: settings.officePhone,
    admissionsPhone: settings.admissionsPhone,
    officeHours: settings.officeHours,
    admissionsHours: settings.admissionsHours,
    'address.street': address.street,
    'address.locality': address.locality,
    'address.region': address.region,
    'address.postcode': address.postcode,
    'map.latitude': String(map.latitude),
    'map.longitude': String(map.longitude),
    'social.facebook': social.facebook,
    'social.instagram': social.instagram,
    'principal.name': principal.name,
    'principal.title': principal.title,
    'principal.qualification': principal.qualification,
    'principal.message': principal.message,
    'partner.name': partner.name,
    'partner.description': partner.description,
    'board.name': board.name,
    'board.affiliationNumber': board.affiliationNumber,
    'board.schoolCode': board.schoolCode,
    feeCapPercent: String(settings.feeCapPercent),
    'dataProtection.name': settings.dataProtection.name,
    'dataProtection.email': settings.dataProtection.email,
    'dataProtection.phone': settings.dataProtection.phone,
    'retentionMonths.messages': String(settings.retentionMonths.messages),
    'retentionMonths.enquiries': String(settings.retentionMonths.enquiries),
    admissionFormLink: settings.admissionFormLink,
    officeEmail: settings.officeEmail,
    'translations.pa.principalTitle': settings.translations?.pa?.principalTitle ?? '',
    'translations.pa.principalMessage': settings.translations?.pa?.principalMessage ?? '',
    'translations.pa.officeHours': settings.translations?.pa?.officeHours ?? '',
    'translations.pa.admissionsHours': settings.translations?.pa?.admissionsHours ?? '',
    'translations.pa.partnerDescription': settings.translations?.pa?.partnerDescription ?? '',
    'translations.hi.principalTitle': settings.translations?.hi?.principalTitle ?? '',
    'translations.hi.principalMessage': settings.translations?.hi?.principalMessage ?? '',
    'translations.hi.officeHours': settings.translations?.hi?.officeHours ?? '',
    'translations.hi.admissionsHours': settings.translations?.hi?.admissionsHours ?? '',
    'translations.hi.partnerDescription': settings.translations?.hi?.partnerDescription ?? '',
  };
}

/** A number when the text is one; otherwise the text, so the schema answers "… must be a number". */
export function numberOf(text: string): number | string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed === '' || !Number.isFinite(value) ? text : value;
}

/** The body of PUT /settings as the form holds it (not yet checked). */
function toInput(values: FormValues) {
  const v = values;
  return {
    name: v.name,
    foundedYear: numberOf(v.foundedYear),
    officePhone: v.officePhone,
    admissionsPhone: v.admissionsPhone,
    officeHours: v.officeHours,
    admissionsHours: v.admissionsHours,
    address: { street: v['address.street'], locality: v['address.locality'], region: v['address.region'], postcode: v['address.postcode'] },
    map: { latitude: numberOf(v['map.latitude']), longitude: numberOf(v['map.longitude']) },
    social: { facebook: v['social.facebook'], instagram: v['social.instagram'] },
    principal: {
      name: v['principal.name'],
      title: v['principal.title'],
      qualification: v['principal.qualification'],
      message: v['principal.message'],
    },
    partner: { name: v['partner.name'], description: v['partner.description'] },
    board: { name: v['board.name'], affiliationNumber: v['board.affiliationNumber'], schoolCode: v['board.schoolCode'] },
    feeCapPercent: numberOf(v.feeCapPercent),
    dataProtection: { name: v['dataProtection.name'], email: v['dataProtection.email'], phone: v['dataProtection.phone'] },
    retentionMonths: { messages: numberOf(v['retentionMonths.messages']), enquiries: numberOf(v['retentionMonths.enquiries']) },
    admissionFormLink: v.admissionFormLink,
    officeEmail: v.officeEmail,
    translations: {
      pa: {
        principalTitle: v['translations.pa.principalTitle'],
        principalMessage: v['translations.pa.principalMessage'],
        officeHours: v['translations.pa.officeHours'],
        admissionsHours: v['translations.pa.admissionsHours'],
        partnerDescription: v['translations.pa.partnerDescription'],
      },
      hi: {
        principalTitle: v['translations.hi.principalTitle'],
        principalMessage: v['translations.hi.principalMessage'],
        officeHours: v['translations.hi.officeHours'],
        admissionsHours: v['translations.hi.admissionsHours'],
        partnerDescription: v['translations.hi.partnerDescription'],
      },
    },
  };
}

const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** Either the checked input, ready to send, or one message per field that is wrong. */
export function check(values: FormValues): { input: SettingsInput; errors: null } | { input: null; errors: FieldErrors } {
  const result = settingsInputSchema.safeParse(toInput(values));
  if (result.success) return { input: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (isField(path) && !errors[path]) errors[path] = issue.message;
  }
  return { input: null, errors };
}

/**
 * "30.6769, 74.7583" as Google Maps copies it (also "30.6769° N, 74.7583° E"): the latitude and
 * longitude, or null when the text is not two numbers separated by a comma.
 */
export function parseCoordinates(text: string): { latitude: string; longitude: string } | null {
  // Spaces taken out first: a pattern with \s* on both sides of optional parts backtracks polynomially.
  const part = String.raw`(-?\d+(?:\.\d+)?)°?([NSEW])?`;
  const match = new RegExp(`^${part},${part}$`, 'i').exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, lat = '', latSide, lon = '', lonSide] = match;
  const signed = (value: string, side: string | undefined, negative: string) =>
    side?.toUpperCase() === negative && !value.startsWith('-') ? `-${value}` : value;
  return { latitude: signed(lat, latSide, 'S'), longitude: signed(lon, lonSide, 'W') };
}

/** The OpenStreetMap page centred on the position, zoomed to a street (null while a number is wrong). */
export function openStreetMapUrl(latitude: string, longitude: string): string | null {
  const lat = numberOf(latitude);
  const lon = numberOf(longitude);
  if (typeof lat !== 'number' || typeof lon !== 'number' || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
