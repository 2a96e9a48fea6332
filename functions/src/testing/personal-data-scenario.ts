import type { AuditEntryView } from '@school/shared/audit-schemas';
import type { PersonalDataChanged, PersonalDataFound } from '@school/shared/personal-data-schemas';
import { expect } from 'vitest';
import { MESSAGES } from '../domain/collections.js';
import { emailKey } from '../domain/otp/otp-codes.js';
import { ownerKey } from '../domain/throttles/rate-limit.js';
import type { AppDeps } from '../http/deps.js';
import type { TestApi } from './api-server.js';

// "A person's data" walked over HTTP, the same in both homes (personal-data.test.ts on SQLite,
// personal-data-firebase.test.ts through the emulators): a parent with two messages, one of them
// trashed, a code asked for and a failed sign-in typed with their address; then what a superadmin
// finds, exports, corrects and erases, and what the audit log says of it afterwards.

type Api = TestApi<Pick<AppDeps, 'store' | 'identity'>>;

export interface Parent {
  email: string;
  /** The two messages' ids: the first stays in the inbox, the second goes to the trash. */
  kept: string;
  trashed: string;
  /** Another parent's message, which nothing here may touch. */
  other: string;
}

/** The parent's records; `sendMessage` keeps one message from the address (the contact form, or the store). */
export async function plantParent(api: Api, sendMessage: (email: string, subject: string) => Promise<string>): Promise<Parent> {
  const email = `parent-${Date.now()}-${Math.round(Math.random() * 1e6)}@family.example`;
  const kept = await sendMessage(email, 'Seat in class 3');
  const trashed = await sendMessage(email, 'Bus route');
  const other = await sendMessage(`other-${Date.now()}@family.example`, 'Fees');
  // The consent kept with a message (as the contact form stores it, from a Punjabi page under the
  // notice's third version): exported though no holder knows of it.
  await api.home.store.update(MESSAGES, kept, { consent: { noticeVersion: 3, agreedAt: new Date().toISOString(), locale: 'pa' } });
  const admin = await api.staff('admin');
  expect((await api.call('DELETE', `/messages/${trashed}`, { token: admin.token })).status).toBe(200);
  // A code asked for again, and a sign-in tried with the address (the audit log names it).
  expect((await api.call('POST', '/auth/send-otp', { body: { email } })).status).toBe(200);
  expect((await api.call('POST', '/auth/login', { body: { email, password: 'a guess' } })).status).toBe(401);
  return { email, kept, trashed, other };
}

const holding = (found: PersonalDataFound, holder: string) => found.holdings.find((h) => h.holder === holder)?.records ?? [];

/** Search, both exports, a correction, the refusals, the erasure and its audit entry. */
export async function walkPersonalData(api: Api, parent: Parent): Promise<void> {
  const boss = await api.staff('superadmin');
  const admin = await api.staff('admin');
  const post = (path: string, body: unknown, token = boss.token) => api.call('POST', `/personal-data/${path}`, { body, token });
  const { email } = parent;

  // Found everywhere it is held.
  const found = (await post('search', { email: email.toUpperCase() })).body.data as PersonalDataFound;
  expect(holding(found, 'messages').map((r) => r.id)).toEqual([parent.kept]);
  expect(holding(found, 'messages')[0]?.fields).toMatchObject({ email, subject: 'Seat in class 3' });
  expect(holding(found, 'messages')[0]?.fields).not.toHaveProperty('titleWords');
  expect(holding(found, 'trash:message').map((r) => r.id)).toEqual([parent.trashed]);
  expect(holding(found, 'codes').map((r) => r.id)).toEqual([`otps/${emailKey(email)}`]);
  expect(holding(found, 'sending-limits').length).toBeGreaterThan(0);
  expect(holding(found, 'audit').map((r) => r.fields.action)).toEqual(['sign-in-failed']);

  // One JSON and one CSV, named without the address.
  const json = await post('export', { email, format: 'json' });
  expect(json.status).toBe(200);
  expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="?personal-data-\d{4}-\d{2}-\d{2}\.json"?$/);
  expect(json.body.records.messages[0]).toMatchObject({
    id: parent.kept,
    fields: { email, name: 'Harpreet Kaur', consent: { noticeVersion: 3, locale: 'pa' } },
  });
  expect(json.body.records['trash:message'][0]).toMatchObject({ id: parent.trashed, fields: { subject: 'Bus route' } });
  const csv = await post('export', { email, format: 'csv' });
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(csv.headers.get('content-disposition')).not.toContain(email);
  expect(String(csv.body)).toContain('Holder,Record id,Date,Fields');
  expect(String(csv.body)).toContain(`Messages,${parent.kept},`);
  expect(String(csv.body)).toContain('consent: {""noticeVersion"":3');
  expect(String(csv.body)).toContain(`Messages in the trash,${parent.trashed},`);

  // Only a superadmin; a bad address is a 400 with the reason.
  expect((await api.call('POST', '/personal-data/search', { body: { email } })).status).toBe(401);
  expect((await post('search', { email }, admin.token)).status).toBe(403);
  expect((await post('erase', { email }, admin.token)).status).toBe(403);
  expect((await post('search', { email: 'not an address' })).body).toEqual({ success: false, error: 'Invalid email address' });

  // A corrected name, in the inbox and in the trash.
  const corrected = (await post('correct', { email, name: 'Harpreet Kaur Sandhu' })).body.data as PersonalDataChanged;
  expect(corrected.summary).toBe('1 message, 1 message in the trash');
  const again = (await post('search', { email })).body.data as PersonalDataFound;
  expect(holding(again, 'messages')[0]?.fields.name).toBe('Harpreet Kaur Sandhu');
  expect(holding(again, 'trash:message')[0]?.fields.name).toBe('Harpreet Kaur Sandhu');

  // Erased: nothing left of the address, the other parent's message untouched.
  const erased = (await post('erase', { email })).body.data as PersonalDataChanged;
  expect(erased.summary).toMatch(/^1 message, 1 message in the trash, 1 code record, \d+ sending-limit records?, 1 audit log entry$/);
  expect(((await post('search', { email })).body.data as PersonalDataFound).total).toBe(0);
  expect(await api.home.store.get(MESSAGES, parent.kept)).toBeNull();
  expect(await api.home.store.get(MESSAGES, parent.other)).not.toBeNull();

  // The log says what was done, by counts: no address, no hash of it, no erased words.
  const log = (await api.call('GET', '/activity?limit=50', { token: boss.token })).body.data.entries as AuditEntryView[];
  const erasure = log.find((e) => e.action === 'personal-data-erase');
  expect(erasure).toMatchObject({ email: boss.email, detail: erased.summary });
  const text = JSON.stringify(log).toLowerCase();
  for (const secret of [email, emailKey(email), ownerKey(email), 'seat in class 3', 'bus route', 'sandhu'])
    expect(text).not.toContain(secret);
  expect(log.find((e) => e.action === 'sign-in-failed' && e.email === '(erased)')).toBeDefined();
}
