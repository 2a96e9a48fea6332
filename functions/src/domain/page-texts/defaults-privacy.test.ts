import { TRANSLATED_LOCALES } from '@school/shared/i18n/translations';
import { overlayTranslation } from '@school/shared/page-text-translations';
import { privacyTextsSchema, type PrivacyTexts } from '@school/shared/privacy-schemas';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../content/sanitize-body.js';
import { PRIVACY_DEFAULTS, PRIVACY_DEFAULT_TRANSLATIONS } from './defaults-privacy.js';

// The notice a new install publishes must be whole in Punjabi and Hindi (issue 37, item 1): each
// translation, laid over the English as the server lays a staff translation, passes the page's own
// checks, translates every text (nothing falls back to English), names the same settings' facts
// and keeps the bodies' markup, which the sanitiser leaves as it is.

/** Every text of the notice with where it is: `items.2.kept`. */
function textsOf(texts: PrivacyTexts): [string, string][] {
  return [
    ['subtitle', texts.subtitle],
    ['intro', texts.intro],
    ...texts.items.flatMap((item, index) => Object.entries(item).map(([key, text]): [string, string] => [`items.${index}.${key}`, text])),
    ...texts.sections.flatMap((section, index) =>
      Object.entries(section).map(([key, text]): [string, string] => [`sections.${index}.${key}`, text]),
    ),
  ];
}

const placeholders = (text: string) => (text.match(/\{[^{}]+\}/g) ?? []).sort();
const tags = (text: string) => text.match(/<[^<>]*>/g) ?? [];
const RICH = /^(intro|sections\.\d+\.body)$/;
const SCRIPT = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;

describe.each(TRANSLATED_LOCALES)('the default privacy notice in %s', (locale) => {
  const { texts, langs } = overlayTranslation(PRIVACY_DEFAULTS, PRIVACY_DEFAULT_TRANSLATIONS[locale]);
  const english = textsOf(PRIVACY_DEFAULTS);
  const translated = textsOf(texts);

  it('passes the notice’s schema unchanged, with as many items and sections as the English', () => {
    expect(privacyTextsSchema.parse(texts)).toEqual(texts);
    const own = PRIVACY_DEFAULT_TRANSLATIONS[locale];
    expect([own?.items?.length, own?.sections?.length]).toEqual([PRIVACY_DEFAULTS.items.length, PRIVACY_DEFAULTS.sections.length]);
  });

  it('translates every text: none stays English', () => {
    expect(JSON.stringify(langs)).not.toContain('"en"');
    expect(translated.map(([where]) => where)).toEqual(english.map(([where]) => where));
    for (const [index, [where, text]] of translated.entries()) {
      expect(text, where).not.toBe(english[index]?.[1]);
      expect(text, where).toMatch(SCRIPT[locale]);
    }
  });

  it('names the same placeholders as the English text, each text', () => {
    for (const [index, [where, text]] of translated.entries()) expect(placeholders(text), where).toEqual(placeholders(english[index]![1]));
  });

  it('keeps the markup of the rich bodies, which the sanitiser keeps as it is', () => {
    for (const [index, [where, text]] of translated.entries()) {
      if (!RICH.test(where)) {
        expect(tags(text), where).toEqual([]);
        continue;
      }
      expect(tags(text), where).toEqual(tags(english[index]![1]));
      expect(sanitizeBody(text), where).toBe(text);
    }
  });

  it('names the law and the Board as they are officially named', () => {
    const whole = translated.map(([, text]) => text).join('\n');
    const names = {
      pa: ['ਡਿਜੀਟਲ ਨਿੱਜੀ ਡਾਟਾ ਸੁਰੱਖਿਆ ਐਕਟ, 2023', 'ਭਾਰਤੀ ਡਾਟਾ ਸੁਰੱਖਿਆ ਬੋਰਡ'],
      hi: ['डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023', 'भारतीय डेटा संरक्षण बोर्ड', 'डेटा न्यासी'],
    }[locale];
    for (const name of names) expect(whole).toContain(name);
  });
});
