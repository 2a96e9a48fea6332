import { expect, test } from './fixtures';
import { MANY_GALLERIES } from './sites';

// Its own server, so the shared one's galleries (made by other specs in parallel) do not mix in.
// Made once per run by global-setup (sites.ts), with 15 published galleries.
test.use({ baseURL: async ({ manyGalleriesSite }, use) => use(manyGalleriesSite.url) });

test('years of galleries: the newest twelve on the first page, the older ones a link away', async ({ page }) => {
  await page.goto('/media');
  const picker = page.getByRole('navigation', { name: 'Galleries' });
  await expect(picker.getByRole('button', { name: 'Year 2015 album' })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('button', { name: /album$/ })).toHaveCount(12);
  await expect(picker.getByRole('button', { name: 'Year 2003 album' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Newest' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Older galleries' }).click();
  await expect(page).toHaveURL(/\/media\?after=[\w.~-]+$/);
  await expect(picker.getByRole('button', { name: /album$/ })).toHaveCount(MANY_GALLERIES - 12);
  await expect(picker.getByRole('button', { name: 'Year 2003 album' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Older galleries' })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Year 2001 album' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Year 2001 album' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Year 2001 album' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(picker.getByRole('button', { name: 'Year 2015 album' })).toHaveAttribute('aria-pressed', 'true');
});
