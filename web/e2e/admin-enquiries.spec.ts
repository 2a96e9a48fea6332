import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { enquiryYears } from '@school/shared/admission-classes';
import { expect, staffToken, storeSession, test } from './fixtures';
import { latestCode, visitorEmail } from './mail-outbox';
import { axeOf } from './page-head';

// Issue 38's staff journey, at a desktop: an admin (not a superadmin) works the enquiries: moves one
// through Contacted and Visit scheduled with notes, sets a follow-up for today that the dashboard
// then lists, filters by status and downloads the CSV of only the filtered rows. On a 390 px phone the
// same journey's logic would be run twice for nothing: the phone checks what its width changes (the
// menu, the list with its chart and one enquiry fit without sideways scrolling, axe on each screen,
// a status saved with a note from the panel) and the office's form below. The list's filters, the
// CSV and the follow-ups are also component tests (enquiries-page.test.tsx, enquiry-page.test.tsx).
// The shared server holds every test's enquiries: this one's carry a stamp of their own, searched for.

type Member = { name: string; email: string; token: string };

async function newAdmin(request: APIRequestContext, testInfo: TestInfo): Promise<Member> {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const member = { name: `Mrs Dhillon ${stamp}`, email: `enquiries-${stamp}@school.example`, password: 'enquiries e2e password' };
  const made = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { ...member, role: 'admin' },
  });
  expect(made.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  return { name: member.name, email: member.email, token: ((await login.json()) as { token: string }).token };
}

/** An enquiry as a parent sends it: the e-mail verified with its code first, then POST /api/enquiries; its reference. */
async function sendEnquiry(request: APIRequestContext, parentName: string, childName: string): Promise<string> {
  const email = visitorEmail('enquiry');
  // Its own client address, so the per-IP code limit stays the public form's tests'.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  expect((await request.post('/api/auth/send-otp', { data: { email, locale: 'en' }, headers })).status()).toBe(200);
  const otp = await latestCode(email);
  expect((await request.post('/api/auth/verify-otp', { data: { email, otp }, headers })).status()).toBe(200);
  const [, nextYear] = enquiryYears(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  const sent = await request.post('/api/enquiries', {
    headers,
    data: {
      parentName,
      phone: '98765 43210',
      email,
      childName,
      dateOfBirth: `${Number(nextYear.slice(0, 4)) - 4}-01-15`,
      classSought: 'Nursery',
      academicYear: nextYear,
      currentSchool: '',
      visitDate: '',
      message: 'We would like to visit.',
      locale: 'en',
      consent: true,
      website: '',
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { data: { reference: string } }).data.reference;
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function noAxeViolations(page: Page): Promise<void> {
  // The toasts are the whole back office's (notistack's colours), not these screens'.
  const { violations } = await axeOf(page).exclude('.notistack-SnackbarContainer').analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Picks `option` in the MUI select labelled `label` (within `scope`). */
async function choose(page: Page, label: string, option: string, scope = page.locator('body')): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin works an enquiry through contacted and visit scheduled, sees its follow-up on the dashboard, and exports the filtered list (on a phone: the list and one enquiry, worked once)', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const mother = `Kaur ${stamp}`;
  const father = `Brar ${stamp}`;
  const worked = await sendEnquiry(request, mother, 'Simran');
  // The second is what the filter and the CSV leave out: at a desktop only.
  const other = phone ? '' : await sendEnquiry(request, father, 'Arjun');
  const admin = await newAdmin(request, testInfo);
  await storeSession(page, '', admin.token, { name: admin.name, role: 'admin', email: admin.email });

  // The navigation offers Enquiries to an admin (on a phone, in the menu).
  await page.goto('/admin/dashboard');
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(stamp);
  const rows = page.getByRole('list', { name: 'Enquiries' }).getByRole('link');
  await expect(rows).toHaveCount(phone ? 1 : 2);
  // The year's chart, loaded after the list, and its table.
  await expect(page.getByRole('img', { name: /^Bar chart of the enquiries/ })).toBeVisible();
  await noSideScroll(page);
  await noAxeViolations(page);

  await rows.filter({ hasText: worked }).click();
  await expect(page.getByRole('heading', { name: worked, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  // Born in January four years before the year starts: of an age for LKG by the default cut-offs, not Nursery.
  await expect(page.getByText('By the date of birth, the child is of an age for LKG, not Nursery.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Work this enquiry' });
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');

  await choose(page, 'Status', 'Contacted', panel);
  await panel.getByRole('textbox', { name: 'Note' }).fill('Called the mother; she will come on Saturday.');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enquiry updated')).toBeVisible();
  await expect(timeline.filter({ hasText: 'Called the mother' })).toContainText(admin.name);
  await expect(timeline.filter({ hasText: 'Status: Contacted' })).toContainText(admin.name);
  if (phone) {
    await noSideScroll(page);
    await noAxeViolations(page);
    return;
  }

  await choose(page, 'Status', 'Visit scheduled', panel);
  await panel.getByRole('textbox', { name: 'Note' }).fill('Visit booked for Saturday, 10 am.');
  await panel.getByRole('button', { name: 'Today' }).click();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(timeline.filter({ hasText: 'Status: Visit scheduled' })).toContainText(admin.name);
  await expect(timeline.filter({ hasText: /^Follow-up set for/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Visit scheduled');
  await noSideScroll(page);
  await noAxeViolations(page);

  // Due today: on the dashboard, linking back to it.
  await page.goto('/admin/dashboard');
  const due = page.getByRole('region', { name: 'Follow-ups due today' });
  await expect(due).toContainText(`${worked}: ${mother} for Simran, follow-up today`);
  await expect(due).not.toContainText(other);
  await due.getByRole('link', { name: worked }).click();
  await expect(page.getByRole('heading', { name: worked, level: 1 })).toBeVisible();

  // The list filtered by status, and its CSV with only the rows shown.
  await page.getByRole('link', { name: 'Back to enquiries' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(stamp);
  await expect(rows).toHaveCount(2);
  await choose(page, 'Status', 'Visit scheduled');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(worked);
  await expect(page).toHaveURL(/status=visit-scheduled/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('Reference,Received,Status,Parent,Mobile,Email,Child');
  expect(csv).toContain(worked);
  expect(csv).toContain(mother);
  expect(csv).not.toContain(other);
  expect(csv).not.toContain(father);
});

test('an admin records an enquiry taken by phone, and it opens with its reference', async ({ page, request }, testInfo) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await newAdmin(request, testInfo);
  await storeSession(page, '', admin.token, { name: admin.name, role: 'admin', email: admin.email });
  const [, nextYear] = enquiryYears(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));

  await page.goto('/admin/enquiries');
  await page.getByRole('link', { name: 'Record an enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Record an enquiry', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: "Parent's name" }).fill(`Gill ${stamp}`);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('98765 43210');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail('office-enquiry'));
  await choose(page, "The family's language", 'Hindi');
  await page.getByRole('textbox', { name: "Child's name" }).fill('Jasleen');
  await page.getByLabel('Date of birth').fill(`${Number(nextYear.slice(0, 4)) - 4}-01-15`);
  await choose(page, 'Academic year', nextYear);
  // Born in January four years before the year starts: the form fills in LKG; the office records Nursery all the same.
  await expect(page.getByRole('combobox', { name: 'Class sought' })).toHaveText('LKG');
  await choose(page, 'Class sought', 'Nursery');
  await expect(page.getByText('Not the class chosen (Nursery); you can still record it.', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: 'The parent agreed to the privacy notice' }).check();
  await noSideScroll(page);
  await noAxeViolations(page);

  await page.getByRole('button', { name: 'Record enquiry' }).click();
  await expect(page.getByText(/^Enquiry ENQ-\d{4}-\d{4} recorded$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^ENQ-\d{4}-\d{4}$/, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[^/]+$/);
  await expect(page.getByText(`Gill ${stamp} for Jasleen`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').last()).toContainText(
    `Enquiry recorded by the office${admin.name}`,
  );
});
