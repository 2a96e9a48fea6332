import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

// Each page's own text, title, description and fit: public-page-audit.spec.ts.
test.describe('every public page', () => {
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, 'Titles do not change with the width');
    test('titles differ between pages, including between tabs', async ({ page }) => {
      // The server's titles do not change with the width: once, on the phone (the visitors' size).
      const titles = new Set<string>();
      for (const path of [
        '/',
        '/about/story',
        '/about/mission',
        '/academics/faculty',
        '/admissions/apply',
        '/parent-resources',
        '/contact',
      ]) {
        await page.goto(path);
        titles.add(await page.title());
      }
      expect(titles.size).toBe(7);
    });
  });
});

test.describe('tabs follow the URL and clicks', () => {
  test('About: story by default, the last URL segment otherwise, and a click changes tab and URL', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(selectedTab(page)).toHaveText('Our Story');
    await page.goto('/about/leadership');
    await waitForHydration(page);
    await expect(selectedTab(page)).toHaveText('Leadership');
    await expect(page.getByRole('tabpanel')).toContainText('Sister Mary Thomas');
    for (const value of ['Respect', 'Curiosity', 'Kindness', 'Growth']) await expect(page.getByText(value, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continuous Learning' })).toBeVisible();

    await page.getByRole('tab', { name: 'Mission & Vision' }).click();
    await expect(page).toHaveURL(/\/about\/mission$/);
    await expect(selectedTab(page)).toHaveText('Mission & Vision');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Mission & Vision' })).toBeVisible();
    await expect(page).toHaveTitle(/^Mission & Vision/);
    await page.goBack();
    await expect(selectedTab(page)).toHaveText('Leadership');
  });

  // The About tabs above run at both sizes (a tab bar at each width); what each tab of these two
  // pages shows does not change with the width: on the phone, the visitors' size.
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, 'What a tab shows does not change with the width');
    test('Academics: curriculum by default with the partner; each of the four tabs shows three highlights', async ({ page }) => {
      await page.goto('/academics');
      await waitForHydration(page);
      await expect(selectedTab(page)).toHaveText('Curriculum');
      // A new install has the partner's name and text but no logo until staff upload one (seeded-site.spec.ts).
      const partner = page.getByRole('region', { name: 'BrightPath Digital Learning' });
      await expect(partner).toBeVisible();
      for (const [tab, heading] of [
        ['Programs', 'Programs & Activities'],
        ['Faculty', 'Our Faculty'],
        ['Resources', 'Learning Resources'],
        ['Curriculum', 'Our Curriculum'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page).toHaveURL(new RegExp(`/academics/${tab.toLowerCase()}$`));
        await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByRole('tabpanel').locator('ul > li')).toHaveCount(3);
        await expect(partner).toHaveCount(tab === 'Curriculum' ? 1 : 0);
      }
    });

    test('Admissions: process by default with five steps, five requirements, five apply actions', async ({ page }) => {
      await page.goto('/admissions');
      await waitForHydration(page);
      await expect(selectedTab(page)).toHaveText('Process');
      const panel = page.getByRole('tabpanel');
      await expect(panel.locator('ol > li')).toHaveCount(5);
      for (const step of [
        'Submit Online Application',
        'Schedule School Visit & Assessment',
        'Parent Interview',
        'Receive Decision',
        'Complete Enrollment Paperwork',
      ]) {
        await expect(panel.getByRole('heading', { name: step })).toBeVisible();
      }
      await page.getByRole('tab', { name: 'Requirements' }).click();
      await expect(page).toHaveURL(/\/admissions\/requirements$/);
      await expect(panel.locator('ul > li')).toHaveCount(5);
      await expect(panel).toContainText('Previous academic records for grades 1-8');
      await page.getByRole('tab', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(/\/admissions\/apply$/);
      await expect(panel.locator('ul > li')).toHaveCount(5);
      await expect(
        panel
          .getByRole('button', { name: /Loading|Admission Form Not Available/ })
          .or(panel.getByRole('link', { name: /Start Application/ })),
      ).toBeVisible();
    });
  });

  test('tabs work by keyboard: arrow to a tab, Enter selects it', async ({ page }) => {
    await page.goto('/about/story');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Our Story' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Mission & Vision' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/mission$/);
    await expect(selectedTab(page)).toHaveText('Mission & Vision');
  });

  test('the main navigation reaches a tab: Academics > Faculty opens the faculty tab', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Faculty' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academics' }).hover();
      await page.getByRole('link', { name: 'Faculty' }).click();
    }
    await expect(page).toHaveURL(/\/academics\/faculty$/);
    await expect(selectedTab(page)).toHaveText('Faculty');
  });
});
