import type { Page, Request } from '@playwright/test';
import { expect, staffToken, test } from './fixtures';
import { pageErrors } from './page-head';
import { newestMail, visitorEmail } from './mail-outbox';

/** The consent's refusal on /hi/contact, as the browser words it, and the server too (issue 37). */
const HINDI_CONSENT_REQUIRED = 'कृपया बॉक्स पर निशान लगाकर पुष्टि करें कि आपने गोपनीयता सूचना पढ़ ली है।';

// The contact form in Punjabi and Hindi (issue 25, item 5): its labels, buttons and every error and
// notice in the page's language (the schemas and the server word them in English; the form shows
// them translated), and the page's language sent with the code request and the message, so the
// code's mail comes in it and in English. The English form is contact.spec.ts's, unchanged.

const form = (page: Page) => page.locator('form[name="contact"]');

/** The page is server-rendered: wait until React owns the form (its chunk loads lazily) before acting. */
async function openContact(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('form[name="contact"] button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/** The page does not scroll sideways (390 px phones included). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('the contact form in Punjabi and Hindi', () => {
  test('the contact form in Hindi shows its errors in Hindi, and the code comes in Hindi and English', async ({ page }) => {
    const errors = pageErrors(page);
    const email = visitorEmail('contact-hindi');
    await openContact(page, '/hi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमसे संपर्क करें');
    const f = form(page);
    await expect(f).toHaveAccessibleName('हमें संदेश भेजें');
    const submit = f.locator('button[type="submit"]');
    await expect(submit).toHaveText('संदेश भेजने के लिए पहले ईमेल सत्यापित करें');
    await expect(submit).toBeDisabled();

    // By keyboard: from the e-mail field, Tab reaches Send OTP; the empty address is refused in Hindi.
    await f.getByLabel('ईमेल').focus();
    await page.keyboard.press('Tab');
    await expect(f.getByRole('button', { name: 'OTP भेजें' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(f.getByText('कृपया अपना ईमेल पता लिखें')).toBeVisible();
    await expect(f.getByText('Email is required')).toHaveCount(0);
    await f.getByLabel('ईमेल').fill('not-an-email');
    await f.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(f.getByText('यह ईमेल पता सही नहीं है')).toBeVisible();
    await expect(f.getByText('Invalid email address')).toHaveCount(0);

    // The real server: the request says the page is Hindi, the mail is in Hindi and then English.
    await f.getByLabel('ईमेल').fill(email);
    const [sent] = await Promise.all([page.waitForRequest('**/api/auth/send-otp'), f.getByRole('button', { name: 'OTP भेजें' }).click()]);
    expect(bodyOf(sent)).toMatchObject({ email, locale: 'hi' });
    await expect(f.getByText('OTP आपके ईमेल पर भेज दिया गया है। कृपया ईमेल देखकर कोड सत्यापित करें।')).toBeVisible();
    const mail = await newestMail(email, 'Your verification code');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    expect(mail.subject).toBe(`आपका सत्यापन कोड / Your verification code: ${code}`);
    expect(mail.text).toContain(`आपका कोड है: ${code}`);
    expect(mail.text).toContain(`school website is: ${code}`);

    // A wrong code, then the right one by Enter in the code box.
    await f.getByLabel('OTP दर्ज करें').fill(code === '000000' ? '000001' : '000000');
    await f.getByRole('button', { name: 'सत्यापित करें', exact: true }).click();
    await expect(f.getByText('OTP सही नहीं है। कृपया फिर से कोशिश करें।')).toBeVisible();
    await f.getByLabel('OTP दर्ज करें').fill(code);
    await f.getByLabel('OTP दर्ज करें').press('Enter');
    await expect(f.getByText('ईमेल सत्यापित हो गया है!')).toBeVisible();
    await expect(submit).toHaveText('संदेश भेजें');

    // Submitting empty fields: the schemas' texts, in Hindi, and the consent asked for (issue 37).
    await submit.click();
    for (const text of ['कृपया अपना नाम लिखें', 'कृपया विषय लिखें', 'कृपया अपना संदेश लिखें', HINDI_CONSENT_REQUIRED]) {
      await expect(f.getByText(text)).toBeVisible();
    }
    await expectNoSideScroll(page);

    const subject = `प्रवेश ${Date.now()}`;
    await f.getByLabel('नाम').fill('सुनीता शर्मा');
    await f.getByLabel('विषय').fill(subject);
    await f.getByLabel('संदेश').fill('क्या कक्षा 3 में सीट खाली है?');
    await f.getByRole('checkbox', { name: /मैंने गोपनीयता सूचना पढ़ ली है/ }).check();
    const [message] = await Promise.all([page.waitForRequest('**/api/content/contact'), submit.click()]);
    expect(bodyOf(message)).toMatchObject({ email, subject, locale: 'hi', consent: true });
    await expect(f.getByText('आपका संदेश भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।')).toBeVisible();

    // The office's inbox has it, with its language.
    const inbox = await page.request.get('/api/messages', { headers: { authorization: `Bearer ${await staffToken(page.request)}` } });
    const stored = ((await inbox.json()) as { data: { subject: string; locale?: string }[] }).data.find((m) => m.subject === subject);
    expect(stored).toMatchObject({ locale: 'hi', consent: { locale: 'hi' } });
    // The wrong code's 400 is logged by the browser as a failed resource; nothing else may be.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('the Punjabi page labels the form in Punjabi and sends its language', async ({ page }) => {
    await page.route('**/api/auth/send-otp', (route) => route.fulfill({ status: 200, json: { success: true } }));
    await openContact(page, '/pa/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(page.getByRole('heading', { name: 'ਸਕੂਲ ਦਫ਼ਤਰ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ਸਾਡੇ ਤੱਕ ਕਿਵੇਂ ਪਹੁੰਚੀਏ' })).toBeVisible();
    const f = form(page);
    await expect(f).toHaveAccessibleName('ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ');
    for (const label of ['ਨਾਮ', 'ਈਮੇਲ', 'ਵਿਸ਼ਾ', 'ਸੁਨੇਹਾ']) await expect(f.getByLabel(label)).toBeVisible();
    await expect(f.locator('button[type="submit"]')).toHaveText('ਸੁਨੇਹਾ ਭੇਜਣ ਲਈ ਪਹਿਲਾਂ ਈਮੇਲ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ');
    await expectNoSideScroll(page);

    await f.getByLabel('ਈਮੇਲ').fill(visitorEmail('contact-punjabi'));
    const [sent] = await Promise.all([page.waitForRequest('**/api/auth/send-otp'), f.getByRole('button', { name: 'OTP ਭੇਜੋ' }).click()]);
    expect(bodyOf(sent)).toMatchObject({ locale: 'pa' });
    await expect(f.getByText('OTP ਤੁਹਾਡੀ ਈਮੇਲ ਉੱਤੇ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਈਮੇਲ ਦੇਖ ਕੇ ਕੋਡ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।')).toBeVisible();
    await expect(f.getByLabel('OTP ਦਰਜ ਕਰੋ')).toBeVisible();
    await expect(f.getByText('ਸਾਡੀ ਭੇਜੀ ਈਮੇਲ ਵਿੱਚ ਆਇਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ')).toBeVisible();
  });

  test('the English form keeps its words and says it is English', async ({ page }) => {
    await page.route('**/api/auth/send-otp', (route) => route.fulfill({ status: 200, json: { success: true } }));
    await openContact(page, '/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const f = page.getByRole('form', { name: 'Send us a message' });
    await expect(page.getByRole('heading', { name: 'School Office' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find Us' })).toBeVisible();
    await f.getByRole('button', { name: 'Send OTP' }).click();
    await expect(f.getByText('Email is required')).toBeVisible();
    await f.getByLabel('Email').fill(visitorEmail('contact-english'));
    const [sent] = await Promise.all([page.waitForRequest('**/api/auth/send-otp'), f.getByRole('button', { name: 'Send OTP' }).click()]);
    expect(bodyOf(sent)).toMatchObject({ locale: 'en' });
    await expect(f.getByText('OTP sent to your email. Please check and verify.')).toBeVisible();
    await expect(f.locator('button[type="submit"]')).toHaveText('Verify Email to Send Message');
  });
});
