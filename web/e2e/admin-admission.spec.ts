import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeOf } from './page-head';

// The link is one shared setting that other specs may save too, so steps that read it
// back are retried if another test saved in between. The screen's own states (loading, a link that
// could not be loaded, a refused or failed save) are component tests (admission-form-page.test.tsx).

const field = (page: Page) => page.getByLabel('Admission Form URL');

test.describe('admission form link screen', () => {
  test('saves a link, shows it, keeps it, and the public Apply button opens it', async ({ page }) => {
    const link = `https://forms.example.org/admin-e2e-${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/admission-form');
    await expect(page.getByRole('heading', { name: 'Admission Form', level: 1 })).toBeVisible();
    await expect(field(page)).toHaveAttribute('type', 'url');
    await expect(field(page)).toBeEnabled();

    await field(page).fill(link);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByText('Admission form link updated successfully!');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('target', '_blank');
    // The spec's 2000 ms: gone well before notistack's default 5000 ms.
    await expect(toast).toBeHidden({ timeout: 3500 });

    // Kept after a reload, and visitors see it: save again if another test changed the shared link meanwhile.
    await expect(async () => {
      await page.goto('/admin/admission-form');
      await expect(field(page)).toBeEnabled();
      if ((await field(page).inputValue()) !== link) {
        await field(page).fill(link);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('link', { name: link })).toBeVisible();
      }
      await page.goto('/admissions/apply');
      await expect(page.getByRole('link', { name: 'Start Application' })).toHaveAttribute('href', link, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  });

  test('refuses an address that is not a web link, with the toast and the reason', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/admission-form');
    await expect(field(page)).toBeEnabled();
    await field(page).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to update admission form link')).toBeVisible();
    await expect(page.getByText('Please enter a full web address starting with https://')).toBeVisible();
    const { violations } = await axeOf(page).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('an empty field clears the link', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/admission-form');
    await expect(field(page)).toBeEnabled();
    await field(page).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Admission form link updated successfully!')).toBeVisible();
    await expect(page.getByText('No admission form link is set. Visitors see Admission Form Not Available.')).toBeVisible();
  });
});
