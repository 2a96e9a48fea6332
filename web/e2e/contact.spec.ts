import { CONSENT_LABEL, CONSENT_REQUIRED } from '@school/shared/consent-fields';
import type { Page } from '@playwright/test';
import { expect, staffToken, test } from './fixtures';
import { latestCode, visitorEmail } from './mail-outbox';
import { axeOf } from './page-head';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
/** The page is prerendered: wait until React owns the form (its chunk loads lazily) before clicking. */
async function openContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.waitForFunction(() => {
    const button = document.querySelector('form[aria-label="Send us a message"] button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

const submit = (page: Page) => form(page).getByRole('button', { name: /Verify Email to Send Message|Send Message|Sending\.\.\./ });

test.describe('contact form with e-mail verification', () => {
  test('walks the spec flow against the real server: codes by mail, every message and label, then a reset', async ({ page }) => {
    const email = visitorEmail('contact-flow');
    const subject = `Class 3 admission ${Date.now()}`;
    await openContact(page);
    const f = form(page);
    await expect(submit(page)).toHaveText('Verify Email to Send Message');
    await expect(submit(page)).toBeDisabled();
    await expect(f.getByLabel('Enter OTP')).toHaveCount(0);

    // The address is checked before any code is sent.
    await f.getByRole('button', { name: 'Send OTP' }).click();
    await expect(f.getByText('Email is required')).toBeVisible();
    await f.getByLabel('Email').fill('not-an-email');
    await f.getByRole('button', { name: 'Send OTP' }).click();
    await expect(f.getByText('Invalid email address')).toBeVisible();

    await f.getByLabel('Email').fill(email);
    await f.getByRole('button', { name: 'Send OTP' }).click();
    await expect(f.getByText('OTP sent to your email. Please check and verify.')).toBeVisible();
    await expect(f.getByLabel('Enter OTP')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
    await expect(submit(page)).toBeDisabled();

    const code = await latestCode(email);
    await f.getByLabel('Enter OTP').fill(code === '000000' ? '000001' : '000000');
    await f.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(f.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(submit(page)).toHaveText('Verify Email to Send Message');

    // Enter in the code box verifies, for keyboard users.
    await f.getByLabel('Enter OTP').fill(code);
    await f.getByLabel('Enter OTP').press('Enter');
    await expect(f.getByText('Email verified successfully!')).toBeVisible();
    await expect(f.getByLabel('Enter OTP')).toHaveCount(0);
    await expect(submit(page)).toHaveText('Send Message');
    await expect(submit(page)).toBeEnabled();

    // Nothing goes without the consent box, which starts unticked (issue 37).
    const consent = f.getByRole('checkbox', { name: CONSENT_LABEL });
    await expect(consent).not.toBeChecked();
    const refused: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/content/contact')) refused.push(request.url());
    });
    await submit(page).click();
    for (const text of ['Name is required', 'Subject is required', 'Message is required', CONSENT_REQUIRED]) {
      await expect(f.getByText(text)).toBeVisible();
    }

    await f.getByLabel('Name').fill('Harpreet Kaur');
    await f.getByLabel('Subject').fill(subject);
    await f.getByLabel('Message').fill('Is there a seat for my daughter in class 3?');
    await submit(page).click();
    await expect(f.getByText(CONSENT_REQUIRED)).toBeVisible();
    expect(refused, 'the browser sends nothing without consent').toEqual([]);
    // The notice opens in a new tab, so nothing typed is lost.
    await expect(f.getByRole('link', { name: 'Read the privacy notice (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
    await consent.check();
    await expect(f.getByText(CONSENT_REQUIRED)).toHaveCount(0);
    // Hold the request a moment to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/content/contact', async (route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    await expect(submit(page)).toHaveText('Sending...');
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(f.getByText('Your message has been sent successfully! We will contact you soon.')).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(f.getByLabel(label)).toHaveValue('');
    await expect(consent).not.toBeChecked();
    await expect(submit(page)).toHaveText('Verify Email to Send Message');
    await expect(submit(page)).toBeDisabled();

    // The office can read it.
    const inbox = await page.request.get('/api/messages', { headers: { authorization: `Bearer ${await staffToken(page.request)}` } });
    const stored = ((await inbox.json()) as { data: { subject: string; email: string; read: boolean }[] }).data.find(
      (m) => m.subject === subject,
    );
    expect(stored).toMatchObject({ email, read: false, consent: { noticeVersion: expect.any(Number), locale: 'en' } });
  });

  test('changing the address after verifying asks for a new code', async ({ page }) => {
    await page.route('**/api/auth/send-otp', (route) => route.fulfill({ status: 200, json: { success: true } }));
    await page.route('**/api/auth/verify-otp', (route) => route.fulfill({ status: 200, json: { success: true } }));
    await openContact(page);
    const f = form(page);
    await f.getByLabel('Email').fill(visitorEmail('contact-change'));
    await f.getByRole('button', { name: 'Send OTP' }).click();
    await expect(f.getByText('OTP sent to your email. Please check and verify.')).toBeVisible();
    // The form in its fullest state (code box, notice) passes axe too.
    const { violations } = await axeOf(page).include('form[aria-label="Send us a message"]').analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await f.getByLabel('Enter OTP').fill('123456');
    await f.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(submit(page)).toHaveText('Send Message');
    await f.getByLabel('Email').fill(visitorEmail('contact-other'));
    await expect(submit(page)).toHaveText('Verify Email to Send Message');
    await expect(submit(page)).toBeDisabled();
  });
});
