import {
  PAGE_IMAGE_SLOTS,
  PAGE_TEXT_PAGES,
  pageTextSchemas,
  type PageImageSlot,
  type PageTextPage,
  type PageTextsByPage,
  type StoredPageTexts,
} from '@school/shared/page-text-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { recordBy, type Actor } from '../audit/audit-log.js';
import { PAGE_TEXTS, PAGE_TEXT_DRAFTS } from '../collections.js';
import { sanitizeBody } from '../content/sanitize-body.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { readOrInstall } from '../installed-document.js';
import { checkTranslations } from './page-text-translations.js';
import { parse } from '../parse.js';
import { keepRevision } from '../revisions/revision-records.js';
import { pageTextFiles } from './page-text-files.js';
import { ACADEMICS_DEFAULTS, ADMISSIONS_DEFAULTS } from './defaults-academics-admissions.js';
import { ABOUT_DEFAULTS, HOME_DEFAULTS } from './defaults-home-about.js';
import { PARENT_RESOURCES_DEFAULTS } from './defaults-parent-resources.js';
import { DISCLOSURE_DEFAULTS, FEES_DEFAULTS } from './defaults-disclosure-fees.js';
import { PRIVACY_DEFAULTS, PRIVACY_DEFAULT_TRANSLATIONS } from './defaults-privacy.js';

// The texts of the fixed public pages. Visitors read the published document of a page
// (PAGE_TEXTS, public in the rules); staff write a draft (PAGE_TEXT_DRAFTS, staff only), preview it
// and publish it, which copies it over the published one. One document per page and kind, keyed by
// the page's name.

export interface PageTextDeps {
  store: DocumentStore;
  clock: Clock;
}

/** A page's published texts as stored (the defaults filling in what a stored version lacks). */
export interface PublishedTexts {
  page: PageTextPage;
  published: StoredPageTexts;
}

/** What the editor works on: also the draft, if there is one. */
export interface TextsForStaff extends PublishedTexts {
  draft: StoredPageTexts | null;
}

/** What a new install publishes: the site's texts as they were in its components. */
export const PAGE_TEXT_DEFAULTS: { [P in PageTextPage]: PageTextsByPage[P] } = {
  home: HOME_DEFAULTS,
  about: ABOUT_DEFAULTS,
  academics: ACADEMICS_DEFAULTS,
  admissions: ADMISSIONS_DEFAULTS,
  'parent-resources': PARENT_RESOURCES_DEFAULTS,
  disclosure: DISCLOSURE_DEFAULTS,
  fees: FEES_DEFAULTS,
  privacy: PRIVACY_DEFAULTS,
};

/** Punjabi and Hindi texts a new install publishes too: the privacy notice must be readable in both from the start. */
export const PAGE_TEXT_DEFAULT_TRANSLATIONS: { [P in PageTextPage]?: StoredPageTexts<P>['translations'] } = {
  privacy: PRIVACY_DEFAULT_TRANSLATIONS,
};

/** The page an address names; anything else is a page that does not exist. */
export function pageOf(value: unknown): PageTextPage {
  const page = (PAGE_TEXT_PAGES as readonly unknown[]).includes(value) ? (value as PageTextPage) : null;
  if (!page) throw new NotFoundError('Page not found');
  return page;
}

const clean = (html: string) => sanitizeBody(html);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The rich-text bodies of each page go through the server's one sanitiser before they are stored. */
const SANITISE: { [P in PageTextPage]: (texts: PageTextsByPage[P]) => PageTextsByPage[P] } = {
  home: (texts) => texts,
  about: (texts) => ({
    ...texts,
    story: { ...texts.story, body: clean(texts.story.body) },
    mission: { ...texts.mission, mission: clean(texts.mission.mission), vision: clean(texts.mission.vision) },
    leadership: { ...texts.leadership, body: clean(texts.leadership.body) },
  }),
  academics: (texts) => texts,
  admissions: (texts) => ({ ...texts, apply: { ...texts.apply, feesNote: clean(texts.apply.feesNote) } }),
  'parent-resources': (texts) => texts,
  disclosure: (texts) => texts,
  fees: (texts) => texts,
  privacy: (texts) => ({
    ...texts,
    intro: clean(texts.intro),
    sections: texts.sections.map((section) => ({ ...section, body: clean(section.body) })),
  }),
};

function noImages(page: PageTextPage): StoredPageTexts['images'] {
  return Object.fromEntries(PAGE_IMAGE_SLOTS[page].map((slot: PageImageSlot) => [slot, null]));
}

// The store adds the document's id to what it reads (a draft's); the document itself has none.
// Sections a later version of the site adds to a page come from the defaults until staff save the page.
function storedOf(page: PageTextPage, { id: _id, ...stored }: StoredPageTexts & { id?: string }): StoredPageTexts {
  return { ...stored, texts: { ...PAGE_TEXT_DEFAULTS[page], ...stored.texts }, images: { ...noImages(page), ...stored.images } };
}

/** The published texts of a page; a new install's first read publishes the defaults. */
export async function readPublished(deps: PageTextDeps, page: PageTextPage): Promise<StoredPageTexts> {
  const stored = await readOrInstall<StoredPageTexts>(deps.store, PAGE_TEXTS, page, () => ({
    texts: PAGE_TEXT_DEFAULTS[page],
    ...defaultTranslations(page),
    images: noImages(page),
    updatedAt: deps.clock.now().toISOString(),
    publication: 1,
  }));
  return { ...storedOf(page, stored), publication: stored.publication ?? 1 };
}

const defaultTranslations = (page: PageTextPage) => {
  const translations = PAGE_TEXT_DEFAULT_TRANSLATIONS[page];
  return translations ? { translations } : {};
};

/** The published texts without storing anything: a new install's defaults stay in memory (the site search reads them so, a GET must not write). */
export async function peekPublished(deps: PageTextDeps, page: PageTextPage): Promise<Pick<StoredPageTexts, 'texts' | 'translations'>> {
  const stored = await deps.store.get<StoredPageTexts>(PAGE_TEXTS, page);
  return stored ? storedOf(page, stored) : { texts: PAGE_TEXT_DEFAULTS[page], ...defaultTranslations(page) };
}

export async function readDraft(deps: PageTextDeps, page: PageTextPage): Promise<StoredPageTexts | null> {
  const stored = await deps.store.get<StoredPageTexts>(PAGE_TEXT_DRAFTS, page);
  return stored ? storedOf(page, stored) : null;
}

/** What visitors read: the published texts. */
export async function getPublishedTexts(deps: PageTextDeps, pageName: unknown): Promise<PublishedTexts> {
  const page = pageOf(pageName);
  return { page, published: await readPublished(deps, page) };
}

/** What the admin editor reads: the published texts and the draft, if there is one. */
export async function getTextsForStaff(deps: PageTextDeps, pageName: unknown): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const [published, draft] = await Promise.all([readPublished(deps, page), readDraft(deps, page)]);
  return { page, published, draft };
}

export const STALE_EDIT =
  'Someone else changed this page since you opened it. Reload the page to see their changes, then make yours again.';

/**
 * A save or publish based on an older version than the stored one (another member of staff saved
 * in between) changes nothing: 409. `basedOn` is the `updatedAt` the editor started from; without it
 * (an API client that does not say) the write goes ahead.
 */
export function checkVersion(current: StoredPageTexts | null, basedOn: string | undefined): void {
  if (basedOn !== undefined && current && current.updatedAt !== basedOn) throw new ConflictError(STALE_EDIT);
}

/**
 * Saves the whole texts of a page as its draft; visitors see nothing of it until it is published.
 * Checked whole before anything is written (a refused save changes nothing), rich bodies sanitised
 * and checked again (a body of only a script is an empty body). The draft keeps its images.
 */
export async function saveDraft(
  /** `files`: an older draft's photos only its dropped revision held are deleted. */
  deps: PageTextDeps & { files: FileStore },
  pageName: unknown,
  input: unknown,
  basedOn?: string,
  /** Who saves: named in the revision that keeps the draft this save replaces and in the audit log. */
  by?: Actor,
): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const schema = pageTextSchemas[page];
  const sanitise = SANITISE[page] as (texts: unknown) => PageTextsByPage[typeof page];
  const texts = parse(schema, sanitise(parse(schema, input)));
  // Sent beside the texts (`{ ...texts, translations }`); the draft holds all three languages.
  const translations = checkTranslations(schema, sanitise, texts, isRecord(input) ? input.translations : undefined);
  const draft = await readDraft(deps, page);
  const base = draft ?? (await readPublished(deps, page));
  checkVersion(base, basedOn);
  const updatedAt = deps.clock.now().toISOString();
  await deps.store.set(PAGE_TEXT_DRAFTS, page, { texts, translations, images: base.images, updatedAt });
  if (draft) await keepRevision(deps, { kind: 'page-texts-draft', files: pageTextFiles, itemId: page, previous: draft, by });
  await recordPageTexts(deps, by, 'edit', page);
  return getTextsForStaff(deps, page);
}

/** The log keeps no title for page texts: the page's name is the item. */
export const recordPageTexts = (
  deps: PageTextDeps,
  by: Actor | undefined,
  action: 'edit' | 'delete' | 'publish' | 'discard-draft',
  page: PageTextPage,
) => recordBy(deps, by, { action, itemKind: 'page-texts', itemId: page });
