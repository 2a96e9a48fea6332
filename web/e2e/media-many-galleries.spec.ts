import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { runCli, startServer, type RunningServer } from './server-process';

const GALLERIES = 15;
const staff = { email: 'many@school.example', password: 'many galleries 1' };

// Its own server, so the shared one's galleries (made by other specs in parallel) do not mix in.
const test = base.extend<object, { site: RunningServer }>({
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-galleries-'));
      runCli(
        'admin-cli.ts',
        ['create', '--email', staff.email, '--password', staff.password, '--name', 'Staff', '--role', 'admin'],
        dataDir,
      );
      const server = await startServer(dataDir);
      const { token } = (await (
        await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(staff),
        })
      ).json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      // One at a time, oldest first: the site lists the newest first.
      for (let i = 1; i <= GALLERIES; i++) {
        const created = await fetch(`${server.url}/api/galleries`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: `Year ${2000 + i} album`, category: 'events', isPublished: false }),
        });
        const { data } = (await created.json()) as { data: { _id: string } };
        await fetch(`${server.url}/api/galleries/${data._id}`, { method: 'PUT', headers, body: JSON.stringify({ isPublished: true }) });
      }
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

test('years of galleries: the newest twelve first, the rest one tap away', async ({ page }) => {
  await page.goto('/media');
  const picker = page.getByRole('navigation', { name: 'Galleries' });
  await expect(picker.getByRole('button', { name: 'Year 2015 album' })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('button', { name: /album$/ })).toHaveCount(12);
  await expect(picker.getByRole('button', { name: 'Year 2003 album' })).toBeHidden();

  await picker.getByRole('button', { name: 'More galleries (3)' }).click();
  await expect(picker.getByRole('button', { name: /album$/ })).toHaveCount(GALLERIES);
  await expect(picker.getByRole('button', { name: /^More galleries/ })).toBeHidden();
  await picker.getByRole('button', { name: 'Year 2001 album' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Year 2001 album' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Year 2001 album' })).toHaveAttribute('aria-pressed', 'true');
});
