import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISIONS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';

// Issue 38, item 3, as the office's screens call the API: an `admin` (not only a superadmin) records,
// lists, works, exports, counts and deletes enquiries; the trash, revisions and "A person's data"
// know them; visitors reach none of it.

describe('the office’s enquiries over HTTP', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let token = '';
  const clock = { now: () => new Date('2026-12-01T04:00:00.000Z') };

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: 'office@school.example', clock });
    ({ token } = await api.staff('admin'));
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  const record = async (childName: string, extra: Record<string, unknown> = {}) => {
    const body = {
      parentName: `Parent of ${childName}`,
      phone: '+91 98765 43210',
      email: `${childName.toLowerCase()}.family@family.example`,
      childName,
      dateOfBirth: '2021-02-01',
      classSought: 'UKG',
      academicYear: '2027-28',
      consent: true,
      ...extra,
    };
    const sent = await api.call('POST', '/enquiries/by-office', { token, body });
    expect(sent.status).toBe(201);
    return sent.body.data as { _id: string; reference: string };
  };

  it('keeps visitors out of every office call', async () => {
    for (const [method, path] of [
      ['GET', '/enquiries'],
      ['GET', '/enquiries/export.csv'],
      ['GET', '/enquiries/stats?academicYear=2027-28'],
      ['GET', '/enquiries/assignees'],
      ['POST', '/enquiries/by-office'],
    ])
      expect((await api.call(method ?? 'GET', path ?? '/')).status).toBe(401);
  });

  it('moves an enquiry through contacted and visit scheduled with a note, a follow-up and an assignee; each a line of its timeline', async () => {
    const { _id: id, reference } = await record('Kabir');
    expect(reference).toMatch(/^ENQ-2027-\d{4}$/);
    const assignees = (await api.call('GET', '/enquiries/assignees', { token })).body.data as { uid: string; name: string }[];
    const someone = assignees[0];
    expect(someone?.name).toMatch(/^Staff \d+$/);

    const contacted = await api.call('PATCH', `/enquiries/${id}`, {
      token,
      body: { version: 1, status: 'contacted', note: 'Called; will visit.' },
    });
    expect(contacted).toMatchObject({ status: 200, body: { data: { status: 'contacted', version: 2 } } });
    const scheduled = await api.call('PATCH', `/enquiries/${id}`, {
      token,
      body: { version: 2, status: 'visit-scheduled', followUp: '2026-12-01', assignedTo: someone?.uid },
    });
    expect(scheduled.body.data).toMatchObject({ status: 'visit-scheduled', followUp: '2026-12-01', assignedTo: someone });
    expect((scheduled.body.data.timeline as { kind: string }[]).map((line) => line.kind)).toEqual([
      'received',
      'status',
      'note',
      'status',
      'follow-up',
      'assigned',
    ]);
    expect(scheduled.body.data).not.toHaveProperty('titleWords');

    const due = await api.call('GET', '/enquiries?due=true', { token });
    expect((due.body.data as { reference: string }[]).map((one) => one.reference)).toContain(reference);
    const stale = await api.call('PATCH', `/enquiries/${id}`, { token, body: { version: 2, note: 'Late' } });
    expect(stale).toMatchObject({ status: 409, body: { success: false } });
    const revisions = await api.call('GET', `/revisions/enquiry/${id}`, { token });
    expect(revisions.body.data).toHaveLength(2);
  });

  it('exports only the filtered rows as CSV and counts the year per class and status', async () => {
    await record('Noor', { classSought: 'LKG' });
    const csv = await api.call('GET', '/enquiries/export.csv?classSought=LKG', { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename=enquiries-2026-12-01.csv');
    const rows = String(csv.body).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Noor');
    const stats = await api.call('GET', '/enquiries/stats?academicYear=2027-28', { token });
    expect(stats.body.data.rows.find((row: { classSought: string }) => row.classSought === 'LKG')).toMatchObject({
      total: 1,
      byStatus: { new: 1 },
    });
    expect((await api.call('GET', '/enquiries/stats?academicYear=next', { token })).status).toBe(400);
  });

  it('deletes to the trash and restores; a parent’s erasure takes the enquiry and its revisions', async () => {
    const { _id: id } = await record('Ishaan');
    expect((await api.call('DELETE', `/enquiries/${id}`, { token })).status).toBe(200);
    expect((await api.call('GET', `/enquiries/${id}`, { token })).status).toBe(404);
    const trash = await api.call('GET', '/trash?kind=enquiry', { token });
    const trashed = (trash.body.data as { _id: string; kind: string }[]).find((one) => one.kind === 'enquiry');
    expect((await api.call('POST', `/trash/${trashed?._id}/restore`, { token })).status).toBe(200);
    expect((await api.call('GET', `/enquiries/${id}`, { token })).body.data.childName).toBe('Ishaan');

    await api.call('PATCH', `/enquiries/${id}`, { token, body: { status: 'contacted' } });
    expect((await api.home.store.find(REVISIONS)).filter((one) => one.itemId === id)).toHaveLength(1);
    const { token: superToken } = await api.staff('superadmin');
    const email = 'ishaan.family@family.example';
    const found = await api.call('POST', '/personal-data/search', { token: superToken, body: { email } });
    expect(JSON.stringify(found.body)).toContain('Ishaan');
    // Its earlier version (before "contacted") is the family's data too: found, so exported.
    const versions = (found.body.data.holdings as { holder: string; records: { fields: { status: string } }[] }[]).find(
      (holding) => holding.holder === 'revisions:enquiry',
    );
    expect(versions?.records.map((record) => record.fields.status)).toEqual(['new']);
    expect((await api.call('POST', '/personal-data/erase', { token: superToken, body: { email } })).status).toBe(200);
    expect((await api.call('GET', `/enquiries/${id}`, { token })).status).toBe(404);
    expect((await api.home.store.find(REVISIONS)).filter((one) => one.itemId === id)).toEqual([]);
  });
});
