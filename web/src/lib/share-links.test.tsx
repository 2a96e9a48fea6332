import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from './i18n/i18n';
import { PagePathProvider } from './i18n/page-path';
import { ShareLinks } from './share-links';
import { SiteOriginContext } from './site-origin';
import type { Messages } from './i18n/translator';

// The Punjabi news texts, compiled as the build does (vitest.config.ts).
const [punjabiNews] = Object.values(
  import.meta.glob<Messages>('../../../packages/shared/src/i18n/messages/pa/news.json', {
    query: '?compiled',
    import: 'default',
    eager: true,
  }),
);

// Issue 39, item 3: the item pages' WhatsApp link carries the title and the page's own address in the
// page's language, and the system's share sheet is offered only where the browser has one.

function renderShare(title: string, locale: 'en' | 'pa' = 'pa') {
  const page = createI18n(locale);
  if (locale === 'pa' && punjabiNews) page.i18n.load(punjabiNews);
  return render(
    <I18nProvider value={page}>
      <SiteOriginContext.Provider value="https://school.example">
        <PagePathProvider value="/news/sports-day">
          <ShareLinks title={title} />
        </PagePathProvider>
      </SiteOriginContext.Provider>
    </I18nProvider>,
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareLinks', () => {
  it('opens WhatsApp with the Punjabi title and the Punjabi page address, in Punjabi', () => {
    renderShare('ਖੇਡ ਦਿਵਸ');
    const link = screen.getByRole('link', { name: "ਵਟਸਐਪ 'ਤੇ ਸਾਂਝਾ ਕਰੋ" });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe('ਖੇਡ ਦਿਵਸ\nhttps://school.example/pa/news/sports-day');
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('keeps the share button out of reach where the browser cannot share', () => {
    renderShare('Sports Day', 'en');
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    // Its box stays (no layout shift once a phone's browser shows it), unseen and out of the tab order.
    const hidden = screen.getByText('Share…').closest('button');
    expect([hidden?.getAttribute('aria-hidden'), hidden?.tabIndex]).toEqual(['true', -1]);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeTruthy();
  });

  it("opens the system's share sheet with the title and address where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare('Sports Day', 'en');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sports Day', url: 'https://school.example/news/sports-day' });
  });
});
