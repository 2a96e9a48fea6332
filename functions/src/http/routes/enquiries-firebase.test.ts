import { enquiryYears } from '@school/shared/admission-classes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import type { AppDeps } from '../deps.js';

// Admission enquiries on the Firebase home (issue 38): the Cloud Function behind the Hosting emulator,
// on the emulated Firestore and Auth. The office records, filters (one `facets` array-contains and
// createdAt, the index in firestore.indexes.json), searches, works, exports and deletes; a restore from
// the trash brings it back. The parent's own form (a code mail read from an SMTP sink) is the embedded
// home's test to walk: the domain it calls is the same.
describe('admission enquiries on the Firebase home (emulators)', () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  let token = '';
  const tag = `f${Date.now().toString(36)}`;

  beforeAll(async () => {
    api = firebaseTestApi(hosts);
    ({ token } = await api.staff('admin'));
  });
  afterAll(async () => api.close());

  const record = async (childName: string, classSought: string) => {
    const sent = await api.call('POST', '/enquiries/by-office', {
      token,
      body: {
        parentName: `Parent ${tag}`,
        phone: '98140 12345',
        email: `${childName.toLowerCase()}.${tag}@family.example`,
        childName: `${childName} ${tag}`,
        dateOfBirth: '2020-02-01',
        classSought,
        academicYear: nextYear(),
        consent: true,
      },
    });
    expect(sent.status).toBe(201);
    return sent.body.data as { _id: string; reference: string };
  };

  it('records, filters, searches, works, exports, and deletes to the trash and back', async () => {
    const ukg = await record('Kabir', 'UKG');
    await record('Noor', 'LKG');
    const contacted = await api.call('PATCH', `/enquiries/${ukg._id}`, { token, body: { status: 'contacted', note: 'Called.' } });
    expect(contacted.body.data).toMatchObject({ status: 'contacted', version: 2 });

    const mine = (answer: { body: { data: { childName: string }[] } }) =>
      answer.body.data.map((one) => one.childName).filter((name) => name.endsWith(tag));
    expect(mine(await api.call('GET', `/enquiries?limit=20&status=contacted&academicYear=${nextYear()}`, { token }))).toEqual([
      `Kabir ${tag}`,
    ]);
    expect(mine(await api.call('GET', '/enquiries?limit=20&classSought=LKG', { token }))).toEqual([`Noor ${tag}`]);
    expect(mine(await api.call('GET', `/enquiries?limit=20&q=${tag}&status=new`, { token }))).toEqual([`Noor ${tag}`]);

    const csv = await api.call('GET', `/enquiries/export.csv?q=${tag}`, { token });
    expect(
      String(csv.body)
        .split('\r\n')
        .filter((line) => line.includes(tag)),
    ).toHaveLength(2);

    expect((await api.call('DELETE', `/enquiries/${ukg._id}`, { token })).status).toBe(200);
    const trash = await api.call('GET', '/trash?kind=enquiry', { token });
    const inTrash = (trash.body.data as { _id: string; title: string }[]).find((one) => one.title === ukg.reference);
    expect((await api.call('POST', `/trash/${inTrash?._id}/restore`, { token })).status).toBe(200);
    expect((await api.call('GET', `/enquiries/${ukg._id}`, { token })).body.data.status).toBe('contacted');
  }, 120_000);
});

/** The academic year after the one under way, as the form offers it. */
function nextYear(): string {
  const now = new Date(Date.now() + 330 * 60_000);
  return enquiryYears(now.toISOString().slice(0, 10))[1];
}
