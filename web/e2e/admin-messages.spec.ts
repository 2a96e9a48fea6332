import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';
import { sendVerifiedMessage, visitorEmail } from './mail-outbox';
import { axeOf } from './page-head';

// The shared e2e server holds everyone's data: each test makes its own messages with unique
// subjects, and never assumes it is alone in the inbox.

interface Stored {
  _id: string;
  subject: string;
  read: boolean;
}

async function seed(request: APIRequestContext, label: string) {
  const message = {
    name: `Parent ${label}`,
    email: visitorEmail(label),
    subject: `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    message: `Question about ${label}.\nSecond line.`,
  };
  await sendVerifiedMessage(request, message);
  return message;
}

async function stored(request: APIRequestContext, subject: string): Promise<Stored | undefined> {
  const answer = await request.get('/api/messages?limit=500', { headers: { authorization: `Bearer ${await staffToken(request)}` } });
  return ((await answer.json()) as { data: Stored[] }).data.find((m) => m.subject === subject);
}

const row = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });
const detail = (page: Page) => page.getByRole('article');

test.describe('staff inbox', () => {
  test('filters All and Unread, shows the detail, marks as read (kept) and replies by mail', async ({ page }) => {
    const message = await seed(page.request, 'inbox-read');
    await signIn(page);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await row(page, message.subject).click();
    await expect(detail(page).getByRole('heading', { name: message.subject })).toBeVisible();
    await expect(detail(page)).toContainText(`From ${message.name} (${message.email})`);
    await expect(detail(page)).toContainText('Second line.');
    await expect(detail(page)).toContainText('Unread');
    const { violations } = await axeOf(page).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect(detail(page).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`,
    );

    await detail(page).getByRole('button', { name: 'Mark as Read' }).click();
    await expect(page.getByText('Message marked as read')).toBeVisible();
    await expect(detail(page).getByRole('button', { name: 'Mark as Read' })).toBeDisabled();
    // Gone from the Unread list, still in All, and read on the server.
    await expect(row(page, message.subject)).toHaveCount(0);
    expect((await stored(page.request, message.subject))?.read).toBe(true);
    await page.reload();
    await expect(row(page, message.subject)).toBeVisible();
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(row(page, message.subject)).toHaveCount(0);
  });

  test('deletes a message only after confirmation, for good', async ({ page }) => {
    const message = await seed(page.request, 'inbox-delete');
    await signIn(page);
    await page.goto('/admin/messages');
    await row(page, message.subject).click();

    await detail(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this message?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page.request, message.subject)).toBeDefined();

    await detail(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(row(page, message.subject)).toHaveCount(0);
    expect(await stored(page.request, message.subject)).toBeUndefined();
    await page.reload();
    // Run alone, this was the only message: the inbox then shows its empty state instead of a list.
    await expect(page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages yet.'))).toBeVisible();
    await expect(row(page, message.subject)).toHaveCount(0);
  });
});

test.describe('dashboard', () => {
  const unreadTile = (page: Page) => page.getByRole('group', { name: 'Unread Messages' });
  const shown = async (page: Page) => Number((await unreadTile(page).locator('p').first().textContent()) ?? NaN);

  test('shows the four stats from real data, and the unread count follows new and read messages', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    for (const name of ['Pages', 'Media Files', 'Unread Messages', 'Events']) {
      await expect(page.getByRole('group', { name })).toContainText(/^\d+/);
    }
    // Other tests add and read messages at the same time, so each step retries until it saw only ours.
    let subject = '';
    await expect(async () => {
      await page.reload();
      await expect(unreadTile(page)).toContainText(/^\d+/);
      const before = await shown(page);
      subject = (await seed(page.request, 'dashboard')).subject;
      await page.reload();
      await expect(unreadTile(page)).toContainText(/^\d+/);
      expect(await shown(page)).toBe(before + 1);
    }).toPass({ timeout: 25_000 });

    let id = (await stored(page.request, subject))?._id ?? '';
    await expect(async () => {
      // A retry needs an unread message again.
      if (!id) id = (await stored(page.request, (await seed(page.request, 'dashboard')).subject))?._id ?? '';
      await page.reload();
      await expect(unreadTile(page)).toContainText(/^\d+/);
      const before = await shown(page);
      await page.request.put(`/api/messages/${id}/read`, { headers: { authorization: `Bearer ${await staffToken(page.request)}` } });
      id = '';
      await page.reload();
      await expect(unreadTile(page)).toContainText(/^\d+/);
      expect(await shown(page)).toBe(before - 1);
    }).toPass({ timeout: 25_000 });
  });
});
