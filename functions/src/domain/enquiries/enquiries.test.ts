import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { storedEnquiry } from '../../testing/enquiries.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { readAllPages } from '../../testing/read-all-pages.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { ENQUIRIES } from '../collections.js';
import { enquiryStats, listEnquiries } from './enquiry-lists.js';
import { exportEnquiries } from './enquiry-csv.js';
import { saveWork } from './enquiry-work.js';

// The office's enquiries in each home's store (issue 38): a page at a time within any filters and the
// search, the follow-ups due, the CSV of the filtered list, a year's counts, and the work on one
// enquiry (timeline, settled ones never due, an older version refused); only indexed queries.

const at = (hour: number) => new Date(Date.parse('2026-11-20T04:00:00Z') - hour * 3_600_000).toISOString();
const clock = { now: () => new Date('2026-12-01T06:00:00Z') };
const member = { id: 'u1', name: 'Sister Anne', email: 'anne@school.example' };

describe.each(EACH_HOME_STORE)('admission enquiries (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const names = (query: Record<string, string>, on: DocumentStore = store) =>
    readAllPages(Number(query.limit ?? 3), async (after) => {
      const page = await listEnquiries({ store: on, clock }, { limit: '3', ...query, ...(after ? { after } : {}) });
      return { rows: page.enquiries.map((one) => one.childName), next: page.next ?? null };
    });

  beforeAll(async () => {
    ({ store, dispose } = await open());
    const add = (id: string, hour: number, over: Parameters<typeof storedEnquiry>[0]) =>
      store.set(ENQUIRIES, id, storedEnquiry({ createdAt: at(hour), ...over }));
    await add('simran', 1, { childName: 'Simran', parentName: 'Harpreet Kaur', classSought: 'Nursery', status: 'new' });
    await add('arjun', 2, {
      childName: 'Arjun',
      parentName: 'Amit Sharma',
      classSought: 'LKG',
      status: 'contacted',
      followUp: '2026-12-01',
    });
    await add('meera', 3, { childName: 'मीरा', parentName: 'सीमा', classSought: 'Nursery', status: 'contacted', followUp: '2026-11-28' });
    await add('old', 4, {
      childName: 'Gurleen',
      parentName: 'Jaspreet Singh',
      classSought: 'Class 1',
      academicYear: '2026-27',
      status: 'admitted',
    });
    for (let n = 0; n < 7; n++)
      await add(`n${n}`, 10 + n, { childName: `Nursery child ${n}`, parentName: `Parent ${n}`, classSought: 'Nursery', status: 'new' });
  });
  afterAll(async () => dispose());

  it('pages through every enquiry once, newest first, and within each filter and their combinations', async () => {
    const all = await names({});
    expect([all.length, new Set(all).size, all.slice(0, 3)]).toEqual([11, 11, ['Simran', 'Arjun', 'मीरा']]);
    expect(await names({ status: 'contacted' })).toEqual(['Arjun', 'मीरा']);
    expect(await names({ classSought: 'Nursery', status: 'new' })).toHaveLength(8);
    expect(await names({ academicYear: '2026-27' })).toEqual(['Gurleen']);
    expect(await names({ classSought: 'Nursery', status: 'contacted', academicYear: '2027-28' })).toEqual(['मीरा']);
  });

  it('finds by the parent’s or child’s name or the reference, within the filters', async () => {
    expect(await names({ q: 'kaur' })).toEqual(['Simran']);
    expect(await names({ q: 'सी' })).toEqual(['मीरा']);
    expect(await names({ q: 'child', status: 'new' })).toHaveLength(7);
    expect(await names({ q: 'child', status: 'contacted' })).toEqual([]);
    const [first] = (await listEnquiries({ store, clock }, { limit: '1' })).enquiries;
    expect(await names({ q: first?.reference ?? '' })).toEqual(['Simran']);
  });

  it('lists the follow-ups due by today in school time, the longest waiting first; only indexed queries', async () => {
    expect((await listEnquiries({ store, clock }, { due: 'true' })).enquiries.map((one) => one.childName)).toEqual(['मीरा', 'Arjun']);
    const { store: recorded, seen } = recordingQueries(store);
    const queries: Record<string, string>[] = [
      {},
      { status: 'new' },
      { classSought: 'LKG', academicYear: '2027-28' },
      { q: 'kaur', status: 'new' },
    ];
    for (const query of queries) await names(query, recorded);
    await listEnquiries({ store: recorded, clock }, { due: 'true' });
    expect(unindexed(seen)).toEqual([]);
  });

  it('exports the filtered rows as CSV, a formula kept as text, and counts a year per class and status', async () => {
    const { csv } = await exportEnquiries({ store, clock }, { status: 'contacted' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received,Status,Parent,Mobile,Email,Child,Date of birth,Class sought,Eligible class,Academic year,Current school,Preferred visit,Follow-up,Assigned to,Language,Message',
    );
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual(['Arjun', 'मीरा']);
    expect(lines[1]).toContain('+91 98140 12345');
    const stats = await enquiryStats({ store, clock }, { academicYear: '2027-28' });
    const nursery = stats.rows.find((row) => row.classSought === 'Nursery');
    expect(nursery).toMatchObject({ total: 9, byStatus: { new: 8, contacted: 1, admitted: 0 } });
    expect(stats.rows[0]?.classSought).toBe('Nursery');
    expect(stats.rows.find((row) => row.classSought === 'Class 1')?.total).toBe(0);
  });

  it('works an enquiry: a timeline line per change, a settled one loses its follow-up, an older version is refused', async () => {
    const deps = { store, clock };
    const moved = await saveWork(
      deps,
      'arjun',
      { status: 'visit-scheduled', note: 'Visit on Saturday at 10.', version: 1 },
      undefined,
      member,
    );
    expect(moved.timeline.slice(1).map((line) => [line.kind, line.status ?? line.note, line.by?.name])).toEqual([
      ['status', 'visit-scheduled', 'Sister Anne'],
      ['note', 'Visit on Saturday at 10.', 'Sister Anne'],
    ]);
    expect(moved.facets).toContain('status=visit-scheduled');
    await expect(saveWork(deps, 'arjun', { status: 'visited', version: 1 }, undefined, member)).rejects.toThrow('changed by someone else');
    const settled = await saveWork(deps, 'arjun', { status: 'admitted', version: 2 }, undefined, member);
    expect(settled.followUp).toBeUndefined();
    expect((await listEnquiries({ store, clock }, { due: 'true' })).enquiries.map((one) => one.childName)).toEqual(['मीरा']);
    await expect(saveWork(deps, 'arjun', { version: 3 }, undefined, member)).rejects.toThrow('Nothing to change');
  });
});
