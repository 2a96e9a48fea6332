import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';

// Staff edit a page's text in /admin/pages: a draft visitors do not see, a preview that shows it as
// visitors will, then publish, and visitors read it in the server's HTML and in the browser. The
// server is shared with the other spec files, which read the About page's texts: the change only adds
// a sentence after "Our mission is to give every child ..." and the texts are put back at the end.

async function publishedAbout(request: APIRequestContext): Promise<Record<string, unknown>> {
  const answer = await request.get('/api/page-texts/about');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { texts: Record<string, unknown> } }).data.texts;
}

async function restore(request: APIRequestContext, texts: Record<string, unknown>): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  expect((await request.put('/api/page-texts/about/draft', { headers, data: texts })).status()).toBe(200);
  expect((await request.post('/api/page-texts/about/publish', { headers })).status()).toBe(200);
}

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'writes the shared About page; the phone checks the editor below');
  test('staff draft the mission text, preview it, publish it, and a visitor reads it', async ({ page, browser, baseURL }) => {
    // One page has one draft: the phone run of this story would race the desktop one over it.
    test.setTimeout(120_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const added = `Every term we plant a tree, ${stamp}.`;
    const original = await publishedAbout(page.request);
    try {
      await signIn(page);
      await page.goto('/admin/pages');
      await page.getByRole('link', { name: /About Us/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();

      // The mission's rich-text editor: add a sentence at the end of its text.
      const mission = page.getByRole('textbox', { name: 'Mission', exact: true });
      await expect(mission).toContainText('Our mission is to give every child');
      await mission.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(` ${added}`);
      await expect(mission).toContainText(added);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Visitors do not see it until you publish it.')).toBeVisible();
      await expect(page.getByText('Draft not yet published')).toBeVisible();

      // Visitors still get the published text, in the server's HTML.
      const before = await (await page.request.get('/about/mission')).text();
      expect(before).toContain('Our mission is to give every child');
      expect(before).not.toContain(stamp);

      // The preview is the public page with the draft; its tabs stay in the preview.
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page).toHaveURL(/\/admin\/pages\/about\/preview\/about$/);
      await expect(page.getByText('Preview of your draft')).toBeVisible();
      await page.getByRole('tab', { name: 'Mission & Vision' }).click();
      await expect(page).toHaveURL(/\/admin\/pages\/about\/preview\/about\/mission$/);
      await expect(page.getByRole('tabpanel')).toContainText(added);

      await page.getByRole('link', { name: 'Back to editing' }).click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published: visitors see it now (on Firebase within about a minute).')).toBeVisible();

      // A visitor: the server's HTML at once, and the page in a browser without a session.
      const after = await (await page.request.get('/about/mission')).text();
      expect(after).toContain(added);
      const visitor = await browser.newContext({ baseURL });
      try {
        const tab = await visitor.newPage();
        await tab.goto('/about/mission');
        await expect(tab.getByRole('tabpanel')).toContainText(`Our mission is to give every child`);
        await expect(tab.getByRole('tabpanel')).toContainText(added);
      } finally {
        await visitor.close();
      }
    } finally {
      await restore(page.request, original);
    }
    expect(await (await page.request.get('/about/mission')).text()).not.toContain(stamp);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-sized check');
  test('the editor and its preview fit a phone', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/pages/about');
    await expect(page.getByRole('textbox', { name: 'Mission', exact: true })).toContainText('Our mission is to give every child');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Lists grow, shrink and reorder (nothing is saved here).
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.getByRole('textbox', { name: 'Value 5' }).fill('Joy');
    await page.getByRole('button', { name: 'Move value 5 up' }).click();
    await expect(page.getByRole('textbox', { name: 'Value 4' })).toHaveValue('Joy');
    await expect(page.getByRole('textbox', { name: 'Value 5' })).toHaveValue('Growth');
    await page.getByRole('button', { name: 'Remove value 4' }).click();
    await expect(page.getByRole('textbox', { name: 'Value 4' })).toHaveValue('Growth');
    await expect(page.getByRole('textbox', { name: 'Value 5' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'All pages' }).click();
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('link')).toHaveCount(8);
    await page.goto('/admin/pages/about/preview/about/leadership');
    await expect(page.getByRole('tab', { name: 'Leadership', selected: true })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'changes the shared Academics draft (visitors never see drafts)');
  test('a save over someone else’s newer draft is refused, and staff load theirs instead of overwriting it', async ({ page }) => {
    const headers = { authorization: `Bearer ${await signIn(page)}` };
    const published = ((await (await page.request.get('/api/page-texts/academics')).json()) as { data: { texts: { subtitle: string } } })
      .data.texts;
    try {
      await page.goto('/admin/pages/academics');
      const subtitle = page.getByRole('textbox', { name: 'Subtitle under the page title' });
      await expect(subtitle).toHaveValue(published.subtitle);
      // Another member of staff saves a draft meanwhile.
      const theirs = { ...published, subtitle: 'Their subtitle, saved first.' };
      expect((await page.request.put('/api/page-texts/academics/draft', { headers, data: theirs })).status()).toBe(200);

      await subtitle.fill('My subtitle, saved second.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this page since you opened it.' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Reload' }).click();
      await expect(subtitle).toHaveValue('Their subtitle, saved first.');
      await expect(page.getByText('Draft not yet published')).toBeVisible();
    } finally {
      expect((await page.request.delete('/api/page-texts/academics/draft', { headers })).status()).toBe(200);
    }
  });
});
