import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { newestMail, ownClient, visitorEmail } from './mail-outbox';
import { pageErrors } from './page-head';
import { openHydrated as open, waitForHydration } from './public-routes';

// E-mail subscriptions (issue 39) as a parent on a phone meets them, on a Hindi page, against the real
// server and its mail outbox: the footer's plain form, the subscribe page, the confirmation mail, the
// page its link opens, and the manage page its own link opens, where they unsubscribe.

/** The path and query of the link in `mail` to `path` (the mail names the server's own origin). */
function linkIn(mail: ParsedMail, path: string): string {
  const url = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((one) => one.pathname === path);
  if (!url) throw new Error(`No link to ${path} in "${mail.subject ?? ''}"`);
  return `${url.pathname}${url.search}`;
}

test('a parent subscribes from the footer of a Hindi page, confirms from the mail and unsubscribes from the manage page', async ({
  page,
}) => {
  await ownClient(page);
  const errors = pageErrors(page);
  const email = visitorEmail('subscriber');

  await open(page, '/hi');
  const footer = page.locator('footer form');
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: 'सदस्यता लें' }).click();
  await expect(page).toHaveURL(/\/hi\/subscribe\?email=/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ई-मेल से जानकारी');

  const form = page.locator('form[name="subscribe"]');
  await expect(form.getByLabel('ईमेल')).toHaveValue(email);
  await expect(form.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'कार्यक्रम' }).uncheck();
  await form.getByRole('checkbox', { name: /मैंने गोपनीयता सूचना पढ़ ली है/ }).check();
  await form.getByRole('button', { name: 'सदस्यता लें' }).click();
  await expect(page.getByRole('heading', { name: 'कृपया अपना इनबॉक्स देखें' })).toBeFocused();

  const confirmation = await newestMail(email);
  expect(confirmation.subject).toContain('कृपया');
  await open(page, linkIn(confirmation, '/hi/subscribe/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपनी सदस्यता की पुष्टि करें');
  await page.getByRole('button', { name: 'मेरी सदस्यता की पुष्टि करें' }).click();
  await expect(page.getByText(`हम ${email} पर इन विषयों पर ईमेल भेजेंगे: समाचार, परिपत्र और दस्तावेज़, ज़रूरी सूचनाएँ।`)).toBeVisible();

  await page.getByRole('link', { name: 'अपने विषय बदलें या सदस्यता बंद करें' }).click();
  await expect(page).toHaveURL(/\/hi\/subscribe\/manage\?s=\w+&t=[\w-]+$/);
  const manage = page.getByRole('form', { name: 'आपके ई-मेल' });
  await expect(manage.getByText(`ईमेल ${email} पर जाते हैं।`)).toBeVisible();
  await expect(manage.getByRole('checkbox', { name: 'कार्यक्रम' })).not.toBeChecked();
  await manage.getByRole('button', { name: 'सभी ईमेल की सदस्यता बंद करें' }).click();
  await expect(page.getByText('आपकी सदस्यता बंद हो गई है: हम आपको और ईमेल नहीं भेजेंगे।')).toBeVisible();

  // The manage link opens nothing any more.
  await page.reload();
  await expect(page.getByText('यह लिंक अब मान्य नहीं है। कृपया फिर से सदस्यता लें।')).toBeVisible();
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});
