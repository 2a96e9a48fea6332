import type { APIRequestContext, Page } from '@playwright/test';
import { expect, staffToken, test } from './fixtures';

// The Apply tab's button against the real API: GET /api/admission/link as stored by PUT.
// The admin screen's tests may change the stored link at the same time, so each state is set
// right before the page loads, and the whole set-then-look step is retried if another test won the race.

const applyButton = (page: Page) =>
  page
    .getByRole('tabpanel')
    .locator('a, button')
    .filter({ hasText: /Loading|Start Application|Admission Form Not Available/ });

async function saveLink(request: APIRequestContext, admissionFormLink: string): Promise<void> {
  const response = await request.put('/api/admission/link', {
    data: { admissionFormLink },
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(response.ok()).toBe(true);
}

test.describe('the Apply Now button', () => {
  test.describe.configure({ mode: 'serial' });

  test('reads Loading... (disabled) while the link loads, then Admission Form Not Available when the load fails', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admission/link', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Database unavailable' }),
      });
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });

    await page.goto('/admissions/apply');
    await expect(applyButton(page)).toHaveText('Loading...');
    await expect(applyButton(page)).toBeDisabled();
    release();
    await expect(applyButton(page)).toHaveText('Admission Form Not Available');
    await expect(applyButton(page)).toBeDisabled();
    // Only logged: no error text on the page.
    await expect(page.getByText('Database unavailable')).toHaveCount(0);
    await expect.poll(() => logged.some((text) => text.includes('Failed to load admission form link'))).toBe(true);
  });

  test('reads Admission Form Not Available (disabled) when no link is saved', async ({ page }) => {
    await expect(async () => {
      await saveLink(page.request, '');
      await page.goto('/admissions/apply');
      await expect(applyButton(page)).toHaveText('Admission Form Not Available', { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(applyButton(page)).toBeDisabled();
  });

  test('reads Start Application when a link is saved, and opens it in a new tab', async ({ page, context }) => {
    const link = `https://forms.example.org/apply-${Date.now()}`;
    // The form lives on another site; answer for it here, since this machine is offline.
    await context.route('https://forms.example.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Admission form</title><h1>Admission form</h1></html>',
      }),
    );
    await expect(async () => {
      await saveLink(page.request, link);
      await page.goto('/admissions/apply');
      await expect(applyButton(page)).toHaveAttribute('href', link, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });

    const start = page.getByRole('link', { name: /Start Application/ });
    await expect(start).toBeEnabled();
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), start.click()]);
    await expect(popup).toHaveURL(link);
    await expect(popup.getByRole('heading', { name: 'Admission form' })).toBeVisible();
    await expect(page).toHaveURL(/\/admissions\/apply$/);
  });
});
