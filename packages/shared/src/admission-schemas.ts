import { z } from 'zod';

/** An http(s) URL to the external admission form, or '' to say there is none. */
export const admissionLinkSchema = z.object({
  admissionFormLink: z
    .string({ error: 'admissionFormLink must be a string' })
    .trim()
    .max(2000, 'The link is too long')
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      'Please enter a full web address starting with https://',
    ),
});
export type AdmissionLink = z.infer<typeof admissionLinkSchema>;
