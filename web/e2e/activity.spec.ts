import { readFile } from 'node:fs/promises';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, staffToken, storeSession, test } from './fixtures';

// The audit log's screen (/admin/activity): a superadmin's own change shows there with who, what and
// when; the member filter narrows it to one member; the CSV downloads with the same filter. Each
// test makes its own members, so other tests' activity on the shared server never gets in the way.
// The screen's refusal of an admin is a component test (activity-page.test.tsx).

type Member = { name: string; email: string; password: string; token: string };

async function newMember(request: APIRequestContext, testInfo: TestInfo, role: 'admin' | 'superadmin', label: string): Promise<Member> {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const member = { name: `${label} ${stamp}`, email: `activity-${role}-${stamp}@school.example`, password: 'activity e2e password' };
  const made = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { ...member, role },
  });
  expect(made.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  return { ...member, token: ((await login.json()) as { token: string }).token };
}

async function addNotice(request: APIRequestContext, member: Member, text: string): Promise<void> {
  const made = await request.post('/api/notices', {
    headers: { authorization: `Bearer ${member.token}` },
    // Years ahead, so no public page of another test ever shows it.
    data: { text, kind: 'information', startsAt: '2036-02-01T09:00', endsAt: '2036-02-02T09:00' },
  });
  expect(made.status()).toBe(201);
}

test('a superadmin sees their change in the activity log, filters by member and downloads the CSV', async ({ page, request }, testInfo) => {
  const boss = await newMember(request, testInfo, 'superadmin', 'Mrs Activity');
  const teacher = await newMember(request, testInfo, 'admin', 'Mr Activity');
  const bossNotice = `Bus timings change ${Date.now()}`;
  const teacherNotice = `Library closed ${Date.now()}`;
  await addNotice(request, boss, bossNotice);
  await addNotice(request, teacher, teacherNotice);

  await storeSession(page, '', boss.token, { name: boss.name, role: 'superadmin', email: boss.email });
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  // Only this test's two members: the shared server's other activity may fill the first page.
  const member = page.getByRole('combobox', { name: 'Member' });
  await member.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: new RegExp(boss.name) }).click();
  const rows = page.getByTestId('activity-row');
  const bossRow = rows.filter({ hasText: bossNotice });
  await expect(bossRow).toBeVisible();
  await expect(bossRow).toContainText('Created');
  await expect(bossRow).toContainText(`Notice: ${bossNotice}`);
  await expect(bossRow).toContainText(boss.name);
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: teacherNotice })).toHaveCount(0);

  await member.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: new RegExp(teacher.name) }).click();
  await expect(rows.filter({ hasText: teacherNotice })).toBeVisible();
  await expect(rows.filter({ hasText: bossNotice })).toHaveCount(0);

  // Today in India time: the teacher's rows are all from today.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(today);
  await expect(rows.filter({ hasText: teacherNotice })).toBeVisible();

  // No side scrolling on a phone: the rows are cards there.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  const button = page.getByRole('button', { name: 'Download CSV' });
  await button.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`activity-${today}-to-${today}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Time (India),Member,E-mail,Action,Item kind,Item,Item id,Details');
  expect(csv).toContain(teacherNotice);
  expect(csv).not.toContain(bossNotice);
});
