import { z } from 'zod';
import { hasVisibleContent } from './content-schemas.js';

// The privacy notice (/privacy) that India's Digital Personal Data Protection Act, 2023 and its
// Rules (2025) ask of the school: itemised (each kind of personal data the site collects, why, and
// how long it is kept), then what the law asks besides (consent and its withdrawal, rights, children,
// cookies, who else sees the data, complaints to the Data Protection Board). Kept as the page texts of
// the page 'privacy', so staff draft, preview, publish and translate it like the other fixed pages;
// every publication gets the next version number, which each consent records. The data-protection
// contact comes from the settings, so it is typed once. Browser-safe: zod only.

export const PRIVACY_MAX = { title: 120, line: 300, paragraph: 1200, rich: 20_000, items: 12, sections: 12 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PRIVACY_MAX.rich, `${label} is too long`)
    .refine(hasVisibleContent, `${label} is required`);

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(1, `Add at least one ${label.toLowerCase()}`)
    .max(max, `At most ${max} ${label.toLowerCase()} entries`);

/** One kind of personal data: what, why, how long. */
export const privacyItemSchema = z.object({
  title: text('Title', PRIVACY_MAX.title),
  collected: text('What is collected', PRIVACY_MAX.paragraph),
  purpose: text('Why', PRIVACY_MAX.paragraph),
  kept: text('How long it is kept', PRIVACY_MAX.paragraph),
});
export type PrivacyItem = z.infer<typeof privacyItemSchema>;

export const privacyTextsSchema = z.object({
  subtitle: text('Subtitle', PRIVACY_MAX.line),
  /** Who is responsible and what the notice covers. */
  intro: richText('Introduction'),
  items: list(privacyItemSchema, 'Item', PRIVACY_MAX.items),
  /** Consent, rights, children, cookies, sharing, security, complaints: each a titled text. */
  sections: list(z.object({ title: text('Title', PRIVACY_MAX.title), body: richText('Text') }), 'Section', PRIVACY_MAX.sections),
});
export type PrivacyTexts = z.infer<typeof privacyTextsSchema>;
