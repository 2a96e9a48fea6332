import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageErrors } from './page-head';
import { waitForHydration } from './public-routes';

// The texts a page leaves out of its own catalogues (issue 34, item 6): the footer's, the notice
// banner's and the header search's come with the layout's later parts (app/layout/later-parts.ts),
// Not Found's with its page, and the offer of another language with that offer. Each still reads in
// the page's language, and React takes each over without an error (a text missing from the
// catalogues it loaded would be a hydration mismatch, which React logs as an error).

/** Waits until React owns the footer too: the later parts hydrate after the page. */
async function waitForLaterParts(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
  });
}

test.describe('the layout and Not Found in Punjabi and Hindi', () => {
  test('a Punjabi page hydrates its footer in Punjabi without an error', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto('/pa/about');
    await waitForLaterParts(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'ਜ਼ਰੂਰੀ ਲਿੰਕ' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'ਸਟਾਫ਼ ਲਾਗਇਨ' })).toBeVisible();
    await expect(footer.getByText(/ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Not Found in Hindi, rendered by the server and taken over by React without an error', async ({ page }) => {
    const errors = pageErrors(page);
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForLaterParts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toBeVisible();
    // The browser logs the 404 itself; React logs nothing.
    expect(errors.filter((text) => !/404/.test(text))).toEqual([]);
  });
});

test.describe('the offer of another language', () => {
  test.use({ locale: 'pa-IN' });

  test('a first visitor whose browser prefers Punjabi is offered the English page in Punjabi, once', async ({ page }) => {
    await page.goto('/contact');
    const offer = page.getByRole('complementary', { name: 'ਪੰਜਾਬੀ' });
    await expect(offer.getByText('ਇਹ ਸਾਈਟ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਹੈ।')).toBeVisible({ timeout: 10_000 });
    await expect(offer.getByRole('link', { name: 'ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' })).toHaveAttribute('href', '/pa/contact');
    await offer.getByRole('button', { name: 'ਨਹੀਂ, ਧੰਨਵਾਦ' }).click();
    await expect(offer).toHaveCount(0);
    // Offered once: the next page does not ask again.
    await page.goto('/about');
    await waitForLaterParts(page);
    await page.waitForTimeout(1000);
    await expect(offer).toHaveCount(0);
  });
});
