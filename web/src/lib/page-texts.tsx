import { createContext, useContext, type ReactNode } from 'react';
import { fillHtml, fillText } from '@school/shared/page-text-placeholders';
import type { PageTextPage, PageTextsByPage, PageTextsView } from '@school/shared/page-text-schemas';
import { overlayTranslation, type TextLangs } from '@school/shared/page-text-translations';
import type { Expect } from './api-client';
import { isRecord } from './api-error';
import { useLocale, useT } from './i18n/i18n';
import { publicCalls } from './public-calls';
import { useSchool } from './school-settings';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { SpinnerBlock } from './ui/spinner';
import ui from './ui/ui.module.css';
import { usePublicItem } from './use-public-item';

export type { PageTextsView };

// The texts of the fixed public pages (home, about, academics, admissions, parent resources), as
// staff publish them in /admin/pages. The server renders each page with its texts (the route's
// `calls`, app/public-routes.tsx) and embeds them, so the browser makes no call on load. The admin's
// preview hands a draft to the same components through PageTextsPreview instead.

const PreviewContext = createContext<PageTextsView | null>(null);

/** Makes the page components below show `view` (a draft) instead of the published texts. */
export function PageTextsPreview({ view, children }: { view: PageTextsView; children: ReactNode }) {
  return <PreviewContext.Provider value={view}>{children}</PreviewContext.Provider>;
}

// The shape pages rely on; the rest is trusted to the API (a zod check would cost every page kilobytes).
const pageTextsExpect: Expect<PageTextsView> = {
  accept: (data: unknown): data is PageTextsView => isRecord(data) && isRecord(data.texts) && isRecord(data.images),
  text: 'Invalid page texts received from server',
};

const LOAD_FAILED = 'This page could not be loaded. Please try again in a moment.';

/**
 * A page's texts in the page's language: each text staff translated, else the English, which
 * `langs` marks 'en' (per text, the same shape as the texts; undefined on English pages), for the
 * element that shows it: `<h1 lang={view.langs?.hero.headline}>`.
 */
export type LocalizedPageTexts<P extends PageTextPage = PageTextPage> = PageTextsView<P> & {
  langs: TextLangs<PageTextsByPage[P]> | undefined;
};

interface Props<P extends PageTextPage> {
  page: P;
  /** The page itself, drawn from its texts. */
  children: (view: LocalizedPageTexts<P>) => ReactNode;
}

/** Renders `children` with the page's texts: a preview's draft, else the published ones. */
export function WithPageTexts<P extends PageTextPage>({ page, children }: Props<P>) {
  const preview = useContext(PreviewContext);
  const locale = useLocale();
  const show = (view: PageTextsView<P>) => children(inLanguage(view, locale));
  if (preview?.page === page) return show(preview as PageTextsView<P>);
  return <PublishedTexts page={page}>{show}</PublishedTexts>;
}

/** The view's texts with the translation of `locale` laid over them, text by text. */
function inLanguage<P extends PageTextPage>(view: PageTextsView<P>, locale: string): LocalizedPageTexts<P> {
  if (locale === 'en') return { ...view, langs: undefined };
  const translation = (view.translations as Record<string, unknown> | undefined)?.[locale];
  return { ...view, ...overlayTranslation(view.texts, translation) };
}

function PublishedTexts<P extends PageTextPage>({ page, children }: { page: P; children: (view: PageTextsView<P>) => ReactNode }) {
  const t = useT();
  const { state, retry } = usePublicItem(publicCalls.pageTexts(page), pageTextsExpect, LOAD_FAILED);
  if (state.status === 'found') return children(state.data as PageTextsView<P>);
  // Only after a move within the site: a first load comes with its texts.
  if (state.status === 'loading') return <SpinnerBlock label={t('Loading')} minHeight="60vh" />;
  return (
    <div className={`${ui.containerMd} ${ui.pageBody}`}>
      <Alert severity="error">
        {/* Both texts are keys of the common catalogue: LOAD_FAILED and pageTextsExpect's. */}
        {t(state.status === 'missing' ? LOAD_FAILED : state.message)}{' '}
        <Button variant="text" size="small" onClick={retry}>
          {t('Try again')}
        </Button>
      </Alert>
    </div>
  );
}

/**
 * The school's facts put into a page's texts where staff wrote a placeholder ("Since {founding
 * year}"): `text` for plain texts, `html` for rich bodies (the facts escaped).
 */
export function useFill(): { text: (value: string) => string; html: (value: string) => string } {
  const school = useSchool();
  return { text: (value) => fillText(value, school), html: (value) => fillHtml(value, school) };
}

/**
 * A rich body as stored. Safe to insert as HTML only because the server sanitised it when staff saved
 * it (functions/src/domain/content/sanitize-body.ts: allow-listed tags; no script, event handler,
 * inline style or javascript: link can be stored), and the facts filled in are escaped.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: 'en' | undefined }) {
  const fill = useFill();
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: fill.html(html) }} />;
}
