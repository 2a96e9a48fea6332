import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@school/shared/i18n/locales';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { createI18n, I18nProvider } from '../lib/i18n/i18n';
import type { Messages } from '../lib/i18n/translator';
import { PagePathProvider } from '../lib/i18n/page-path';
import { PageDataProvider, type PageData } from '../lib/page-data';
import { RenderStatus, RenderStatusContext } from '../lib/render-status';
import { SchoolProvider, type SchoolState } from '../lib/school-settings';
import { SiteOriginContext } from '../lib/site-origin';
import { adminSettings } from './admin-settings';

export { fakeApi } from './fake-api';

/** The site's Not Found page, as app/public-routes.tsx hands it to the pages that can find nothing. */
export const notFoundPage = <NotFoundPage />;

export const TEST_ORIGIN = 'https://school.example';

export interface RenderPublicOptions {
  /** The address the page opens at (path, query and fragment). */
  route: string;
  /** The answers the server rendered the page with (lib/page-data.tsx); none: the page loads its own. */
  data?: PageData;
  /** Changes to the test school's settings (test/admin-settings.ts). */
  school?: Parameters<typeof adminSettings>[0];
  /** The page's language (English unless said): its texts from that language's catalogues. */
  locale?: Locale;
}

/** The page's path for its head tags, as the public layout gives it (here: the English address as is). */
function PagePath({ children }: { children: ReactNode }) {
  return <PagePathProvider value={useLocation().pathname}>{children}</PagePathProvider>;
}

// Every language's catalogues, compiled as the build does (vitest.config.ts): a page's texts as a visitor reads them.
const CATALOGUES = import.meta.glob<Messages>('../../../packages/shared/src/i18n/messages/*/*.json', {
  query: '?compiled',
  import: 'default',
  eager: true,
});

function pageIn(locale: Locale) {
  const page = createI18n(locale);
  for (const [path, messages] of Object.entries(CATALOGUES)) if (path.includes(`/messages/${locale}/`)) page.i18n.load(messages);
  return page;
}

/**
 * Renders a public page inside what the public layout and the server give it (its language's texts, the
 * school's settings, the router, the page's path, the answers it was rendered with), with the API
 * answered by `fakeApi`. `status` is the HTTP status the server would answer with (404 from Not
 * Found). Failures a page logs on purpose are silenced (console.error).
 */
export function renderPublic(page: ReactElement, options: RenderPublicOptions): RenderResult & { user: UserEvent; status: RenderStatus } {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const status = new RenderStatus();
  const school: SchoolState = { state: { status: 'found', data: adminSettings(options.school) }, retry: () => undefined };
  const result = render(
    <I18nProvider value={pageIn(options.locale ?? 'en')}>
      <RenderStatusContext.Provider value={status}>
        <SiteOriginContext.Provider value={TEST_ORIGIN}>
          <PageDataProvider value={options.data ?? {}}>
            <MemoryRouter initialEntries={[options.route]}>
              <SchoolProvider value={school}>
                <PagePath>{page}</PagePath>
              </SchoolProvider>
            </MemoryRouter>
          </PageDataProvider>
        </SiteOriginContext.Provider>
      </RenderStatusContext.Provider>
    </I18nProvider>,
  );
  return { ...result, user: userEvent.setup({ delay: null }), status };
}
