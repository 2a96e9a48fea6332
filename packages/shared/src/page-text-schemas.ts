import { z } from 'zod';
import { hasVisibleContent } from './content-schemas.js';
import { disclosureTextsSchema, type DisclosureTexts } from './disclosure-schemas.js';
import { feesTextsSchema, type FeesTexts } from './fee-schemas.js';
import type { Image, StoredImage } from './image-schemas.js';
import type { PageTranslations } from './page-text-translations.js';
import { privacyTextsSchema, type PrivacyTexts } from './privacy-schemas.js';
import { SITE_OR_HTTPS_LINK, siteLinkMessage } from './site-link.js';

// The texts and images of the fixed public pages (home, about, academics, admissions, parent
// resources), each with the structure its page has: cards, steps, tabs and lists with their own
// fields, so staff edit a card's title, not a blob of page. Staff save a draft, preview it and
// publish it; visitors read only the published texts (`page_texts/{page}`), drafts live apart
// (`page_text_drafts/{page}`). The admin form and the API check them with these schemas, so a
// message a field shows is the one the API would answer. Bodies marked rich are HTML from the
// admin's rich-text editor, sanitised by the server before they are stored. Texts may name the
// school's settings with placeholders ({school name} ...: page-text-placeholders.ts), so a fact
// lives in one place. Browser-safe: zod only.

/** How long each kind of text may be. */
export const PAGE_TEXT_MAX = { title: 120, line: 300, paragraph: 1200, rich: 20_000, listItems: 12, cards: 24 } as const;

const text = (label: string, max: number = PAGE_TEXT_MAX.line) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number = PAGE_TEXT_MAX.line) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const title = (label = 'Title') => text(label, PAGE_TEXT_MAX.title);
const paragraph = (label = 'Text') => text(label, PAGE_TEXT_MAX.paragraph);

/** Formatted text from the rich-text editor (HTML; the server keeps only its allow-listed tags). */
const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PAGE_TEXT_MAX.rich, `${label} is too long`)
    .refine(hasVisibleContent, `${label} is required`);
const optionalRichText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PAGE_TEXT_MAX.rich, `${label} is too long`);

const list = <T extends z.ZodType>(item: T, label: string, max: number = PAGE_TEXT_MAX.listItems) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(1, `Add at least one ${label.toLowerCase()}`)
    .max(max, `At most ${max} ${label.toLowerCase()} entries`);

const titledText = () => z.object({ title: title(), text: paragraph() });

/** Where a card's link leads: a page of this site (/contact, a document's /documents/{slug}) or a full https address. */
const link = (label: string) => text(label, 500).regex(SITE_OR_HTTPS_LINK, siteLinkMessage(label));

export const homeTextsSchema = z.object({
  hero: z.object({
    welcome: text('Welcome badge', PAGE_TEXT_MAX.title),
    headline: text('Headline', 160),
    /** The end of the headline, shown in the accent colour; '' for none. */
    headlineAccent: optionalText('Highlighted words', PAGE_TEXT_MAX.title),
    tagline: paragraph('Tagline'),
    /** What the hero image shows, for people who cannot see it. */
    imageAlt: optionalText('Hero image description', 200),
  }),
  funCard: z.object({ title: title(), text: paragraph(), activities: list(text('Activity', 80), 'Activity', 6) }),
  whyChoose: z.object({ title: title(), lead: paragraph('Introduction'), cards: list(titledText(), 'Card', 9) }),
  visit: z.object({ title: title(), text: paragraph() }),
});
export type HomeTexts = z.infer<typeof homeTextsSchema>;

export const aboutTextsSchema = z.object({
  subtitle: text('Subtitle'),
  story: z.object({ title: title(), body: richText('Our story') }),
  mission: z.object({ title: title(), mission: richText('Mission'), vision: richText('Vision') }),
  leadership: z.object({ title: title(), body: richText('Leadership text') }),
  values: z.object({ title: title(), items: list(text('Value', 40), 'Value', 8) }),
  community: titledText(),
  learning: titledText(),
});
export type AboutTexts = z.infer<typeof aboutTextsSchema>;

/** One stage tab of the academics page. */
const stageSchema = z.object({
  title: title(),
  description: paragraph('Description'),
  highlights: list(text('Highlight', 200), 'Highlight', 8),
});
export type AcademicStage = z.infer<typeof stageSchema>;

export const academicsTextsSchema = z.object({
  subtitle: text('Subtitle'),
  curriculum: stageSchema,
  programs: stageSchema,
  faculty: stageSchema,
  resources: stageSchema,
});
export type AcademicsTexts = z.infer<typeof academicsTextsSchema>;

export const admissionsTextsSchema = z.object({
  subtitle: text('Subtitle'),
  process: z.object({ title: title(), steps: list(titledText(), 'Step') }),
  requirements: z.object({ title: title(), items: list(text('Requirement'), 'Requirement') }),
  apply: z.object({
    title: title(),
    intro: text('Introduction'),
    /** What to do and which documents to bring. */
    items: list(text('Item'), 'Item'),
    /** About fees, shown on the Apply Now tab when not empty. */
    feesNote: optionalRichText('Fees note'),
  }),
});
export type AdmissionsTexts = z.infer<typeof admissionsTextsSchema>;

export const RESOURCE_CATEGORIES = ['learning-support', 'health-wellness', 'communication', 'extracurricular'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
/** The pictures a resource card may carry (web/src/lib/ui/icons/ holds them). */
export const RESOURCE_ICONS = ['idea', 'chat', 'mind', 'running', 'support', 'meal', 'calendar', 'ball'] as const;
export type ResourceIcon = (typeof RESOURCE_ICONS)[number];

export const parentResourcesTextsSchema = z.object({
  subtitle: text('Subtitle'),
  resources: list(
    z.object({
      title: title(),
      text: paragraph(),
      category: z.enum(RESOURCE_CATEGORIES, { error: 'Choose a category' }),
      icon: z.enum(RESOURCE_ICONS, { error: 'Choose a picture' }),
      link: link('Link'),
    }),
    'Resource',
    PAGE_TEXT_MAX.cards,
  ),
  help: titledText(),
});
export type ParentResourcesTexts = z.infer<typeof parentResourcesTextsSchema>;

/** The pages, as they are named in the API's addresses (/api/page-texts/{page}). */
export const PAGE_TEXT_PAGES = ['home', 'about', 'academics', 'admissions', 'parent-resources', 'disclosure', 'fees', 'privacy'] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

export interface PageTextsByPage {
  home: HomeTexts;
  about: AboutTexts;
  academics: AcademicsTexts;
  admissions: AdmissionsTexts;
  'parent-resources': ParentResourcesTexts;
  disclosure: DisclosureTexts;
  fees: FeesTexts;
  privacy: PrivacyTexts;
}

/** What `PUT /api/page-texts/{page}/draft` takes: the page's whole texts (images have their own calls). */
export const pageTextSchemas: { [P in PageTextPage]: z.ZodType<PageTextsByPage[P]> } = {
  home: homeTextsSchema,
  about: aboutTextsSchema,
  academics: academicsTextsSchema,
  admissions: admissionsTextsSchema,
  'parent-resources': parentResourcesTextsSchema,
  disclosure: disclosureTextsSchema,
  fees: feesTextsSchema,
  privacy: privacyTextsSchema,
};

/** The images of each page, each uploaded through the image pipeline; null: none. */
export const PAGE_IMAGE_SLOTS = {
  home: ['heroImage'],
  about: [],
  academics: [],
  admissions: [],
  'parent-resources': [],
  disclosure: [],
  fees: [],
  privacy: [],
} as const satisfies {
  [P in PageTextPage]: readonly string[];
};
export type PageImageSlot = (typeof PAGE_IMAGE_SLOTS)[PageTextPage][number];

/** A stored document, published (`page_texts/{page}`) or draft (`page_text_drafts/{page}`). */
export type StoredPageTexts<P extends PageTextPage = PageTextPage> = {
  texts: PageTextsByPage[P];
  /** Punjabi and Hindi versions of some of the texts (page-text-translations.ts); absent: none. */
  translations?: PageTranslations<PageTextsByPage[P]> | undefined;
  images: Partial<Record<PageImageSlot, StoredImage | null>>;
  updatedAt: string;
  /**
   * Published texts only: 1 for a new install's, +1 on every publish (absent on texts published before
   * it was counted: 1). The privacy notice shows it as its version, and each consent records it.
   */
  publication?: number | undefined;
};

/** One version of a page's texts as the API answers it (images without their storage keys). */
export type PageTextsView<P extends PageTextPage = PageTextPage> = {
  page: P;
  texts: PageTextsByPage[P];
  /** Punjabi and Hindi versions of some of the texts; absent: none. */
  translations?: PageTranslations<PageTextsByPage[P]> | undefined;
  images: Partial<Record<PageImageSlot, Image | null>>;
  updatedAt: string;
  /** The published texts' number (StoredPageTexts.publication); absent for a draft. */
  publication?: number | undefined;
};

/** What staff read (`GET /api/page-texts/{page}/draft`): what visitors see, and the draft if there is one. */
export interface PageTextsEditView<P extends PageTextPage = PageTextPage> {
  page: P;
  published: PageTextsView<P>;
  draft: PageTextsView<P> | null;
}
