import { LOCALES, type Locale } from '@school/shared/i18n/locales';
import hiCommon from '@school/shared/i18n/messages/hi/common.json' with { type: 'json' };
import hiResources from '@school/shared/i18n/messages/hi/parent-resources.json' with { type: 'json' };
import paCommon from '@school/shared/i18n/messages/pa/common.json' with { type: 'json' };
import paResources from '@school/shared/i18n/messages/pa/parent-resources.json' with { type: 'json' };
import { PAGE_TEXT_PAGES, type PageTextPage } from '@school/shared/page-text-schemas';
import { isUntranslated } from '@school/shared/page-text-translations';
import { htmlToText } from '@school/shared/plain-text';
import type { LocalizedText } from '@school/shared/search-results';
import type { SearchSupport } from '../item-kinds/item-kind.js';
import { peekPublished } from './page-texts.js';

// The fixed pages' published texts in the site search: a parent looking for "transport" or "uniform"
// finds the page that says it. Each page is one result, named as the navigation names it.

const PATHS: Record<PageTextPage, string> = {
  home: '/',
  about: '/about',
  academics: '/academics',
  admissions: '/admissions',
  'parent-resources': '/parent-resources',
  disclosure: '/mandatory-public-disclosure',
  fees: '/admissions/fees',
  privacy: '/privacy',
};
const ENGLISH_NAMES: Record<PageTextPage, string> = {
  home: 'Home',
  about: 'About Us',
  academics: 'Academics',
  admissions: 'Admissions',
  'parent-resources': 'Parent Resources',
  disclosure: 'Mandatory Public Disclosure',
  fees: 'Fee Structure',
  privacy: 'Privacy Notice',
};
// The navigation's own translations (the web's catalogues), so a result reads as the menu does.
const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  pa: { ...paCommon, ...paResources },
  hi: { ...hiCommon, ...hiResources },
};

function nameOf(page: PageTextPage): LocalizedText {
  const name: LocalizedText = { en: ENGLISH_NAMES[page] };
  for (const locale of LOCALES) if (locale !== 'en' && CATALOGUES[locale][name.en]) name[locale] = CATALOGUES[locale][name.en];
  return name;
}

/** Every text in a page's texts (or one translation of them), in order; links, icons and categories are no words. */
function wordsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = htmlToText(value);
    if (text) out.push(text);
  } else if (Array.isArray(value)) {
    for (const one of value) wordsOf(one, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, one] of Object.entries(value)) if (!isUntranslated(field)) wordsOf(one, out);
  }
  return out;
}

export const pageTextsSearch: SearchSupport = {
  async entries(deps) {
    return Promise.all(
      PAGE_TEXT_PAGES.map(async (page) => {
        const published = await peekPublished(deps, page);
        const text: LocalizedText = { en: wordsOf(published.texts).join('\n') };
        for (const locale of ['pa', 'hi'] as const) {
          const translated = wordsOf(published.translations?.[locale]).join('\n');
          if (translated) text[locale] = translated;
        }
        return {
          key: `page-texts:${page}`,
          type: 'page' as const,
          path: PATHS[page],
          title: nameOf(page),
          text,
          date: null,
          visibleFrom: null,
        };
      }),
    );
  },
};
