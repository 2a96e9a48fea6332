import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './fixtures';
import { sendVerifiedMessage, visitorEmail } from './mail-outbox';
import { axeOf } from './page-head';

// "A person's data" (/admin/personal-data) at a desktop and on a 390 px phone: a superadmin finds a
// parent's messages by their address, downloads them, and erases them after the confirmation. Each
// run has its own parent, so the shared server's other messages never get in the way.

test("a superadmin finds a parent's messages, downloads them, and erases them all", async ({ page }) => {
  const email = visitorEmail('personal-data');
  const subject = `Transfer certificate ${Date.now()}`;
  await sendVerifiedMessage(page.request, { name: 'Gurpreet Sandhu', email, subject, message: 'When can I collect it?' });

  await signIn(page);
  await page.goto('/admin/personal-data');
  await expect(page.getByRole('heading', { name: "A person's data", level: 1 })).toBeVisible();
  // With the keyboard: type the address and press Enter in the field.
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill(email);
  await field.press('Enter');
  await expect(page.getByRole('status')).toContainText(`hold ${email}`);
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(messages).toContainText(subject);
  await expect(messages).toContainText('Gurpreet Sandhu');
  const { violations } = await axeOf(page).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The address stays out of the address bar.
  expect(page.url()).not.toContain('family.example');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { records: Record<string, { fields: { subject?: string } }[]> };
  expect(exported.records.messages?.map((r) => r.fields.subject)).toEqual([subject]);

  await page.getByRole('button', { name: 'Erase all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase all of this person’s data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase all' }).click();
  await expect(page.getByText(/^Erased: 1 message/)).toBeVisible();
  await expect(page.getByText('No record holds this e-mail address.')).toBeVisible();

  // The activity log says what was erased, by counts, and nowhere names the address.
  await page.goto('/admin/activity');
  const erasure = page.getByTestId('activity-row').filter({ hasText: "Erased a person's data" }).first();
  await expect(erasure).toContainText(/1 message, \d+ sending-limit record/);
  await expect(page.getByText(email)).toHaveCount(0);
});
