import type { Page } from '@playwright/test';
import { admin, expect, staffToken, test } from './fixtures';
import { latestCode, visitorEmail } from './mail-outbox';

/**
 * A slow phone: every script arrives at least a second late. To be sure the test types into plain
 * HTML on a busy machine too, scripts also wait for `release`, called once the visitor is done.
 */
async function delayScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, 1000))]);
    await route.continue();
  });
  return release;
}

test('typed into /contact before its scripts run: nothing lost, Send OTP acts, the message arrives', async ({ page }) => {
  // Six chunks in a row, each a second late, before the form is React's.
  test.setTimeout(60_000);
  const email = visitorEmail('early-input');
  const subject = `Before scripts ${Date.now()}`;
  const releaseScripts = await delayScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').pressSequentially('Simran Kaur');
  await form.getByLabel('Email').pressSequentially(email);
  await form.getByLabel('Subject').pressSequentially(subject);
  await form.getByLabel('Message').pressSequentially('Typed before the page was ready.');
  // The consent box ticked before the scripts ran stays ticked too (issue 37).
  await form.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  const stillHtml = await page.evaluate(
    () => !Object.keys(document.querySelector('form button') ?? {}).some((k) => k.startsWith('__react')),
  );
  expect(stillHtml, 'typed while the page was still plain HTML').toBe(true);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  // Plain HTML still, yet the press shows it was taken (a popover needs no script).
  await expect(page.getByRole('status').filter({ hasText: 'the page is still loading' })).toBeVisible();
  releaseScripts();

  await expect(form.getByText('OTP sent to your email. Please check and verify.')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Name')).toHaveValue('Simran Kaur');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Subject')).toHaveValue(subject);
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the page was ready.');
  await expect(form.getByRole('checkbox', { name: /I have read the privacy notice/ })).toBeChecked();
  await form.getByLabel('Enter OTP').fill(await latestCode(email));
  await form.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(form.getByText('Email verified successfully!')).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Your message has been sent successfully! We will contact you soon.')).toBeVisible();

  const inbox = await page.request.get('/api/messages', { headers: { authorization: `Bearer ${await staffToken(page.request)}` } });
  const messages = ((await inbox.json()) as { data: { subject: string; email: string; name: string; message: string }[] }).data;
  expect(messages.find((m) => m.subject === subject)).toMatchObject({
    email,
    name: 'Simran Kaur',
    message: 'Typed before the page was ready.',
  });
});

test('the admin login has no field before its scripts run, and keeps what is typed the moment it shows', async ({ page }) => {
  test.setTimeout(60_000);
  const releaseScripts = await delayScripts(page);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // The back office is drawn by its scripts only: nothing here can take typing yet.
  await expect(page.locator('input, textarea, [contenteditable]')).toHaveCount(0);
  releaseScripts();
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.waitFor();
  await email.pressSequentially(admin.email);
  await page.getByLabel('Password').pressSequentially(admin.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
