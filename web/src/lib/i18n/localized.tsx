import type { Translations } from '@school/shared/i18n/translations';
import type { ElementType, ReactNode } from 'react';
import { useLocale } from './i18n';

// Staff-written texts (news, galleries, pages, page texts, the notice...) in the page's language,
// falling back to the English where staff wrote no translation. The fallback is marked lang="en",
// so screen readers pronounce it as English and browsers pick a Latin font for it.

export interface LocalizedText {
  text: string;
  /** 'en' when the English stands in for a missing translation; undefined when in the page's language. */
  lang: 'en' | undefined;
}

/** `field` of `item` in the page's language, or its English with lang 'en'. */
export function useLocalized(): <F extends string>(
  item: { translations?: Translations<F> | undefined } & Record<F, unknown>,
  field: F,
) => LocalizedText {
  const locale = useLocale();
  return (item, field) => {
    const english = typeof item[field] === 'string' ? item[field] : '';
    if (locale === 'en') return { text: english, lang: undefined };
    const translated = item.translations?.[locale]?.[field];
    if (typeof translated === 'string' && translated.trim() !== '') return { text: translated, lang: undefined };
    return { text: english, lang: english ? 'en' : undefined };
  };
}

/** A staff text in the page's language, in `as` (default span), marked lang="en" when it falls back. */
export function Localized({
  as: Tag = 'span',
  value,
  className,
}: {
  as?: ElementType;
  value: LocalizedText;
  className?: string;
}): ReactNode {
  return (
    <Tag lang={value.lang} className={className}>
      {value.text}
    </Tag>
  );
}
