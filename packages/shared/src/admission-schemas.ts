import { z } from 'zod';

// The admission settings (the spec's admission form link), stored as the one document
// `settings/admission`. The API and the admin form check the link with the same schema.

export const ADMISSION_LINK_MAX = 2000;

/** An http(s) URL to the external admission form, or '' to say there is none. */
export const admissionLinkSchema = z.object({
  admissionFormLink: z
    .string({ error: 'admissionFormLink must be a string' })
    .trim()
    .max(ADMISSION_LINK_MAX, 'The link is too long')
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      'Please enter a full web address starting with https://',
    ),
});
export type AdmissionLink = z.infer<typeof admissionLinkSchema>;

/** The stored settings document: the link and when staff last saved it. */
export const admissionSettingsSchema = admissionLinkSchema.extend({ updatedAt: z.string() });
export type AdmissionSettings = z.infer<typeof admissionSettingsSchema>;
