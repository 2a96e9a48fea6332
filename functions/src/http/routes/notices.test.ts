import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The notice banner's API over real HTTP on the embedded home, with the app's clock moved by the
// tests: a notice shows between its start and end and goes at its end with nobody acting, although
// the embedded home repeats public answers from memory until the next write.

/** 2026-11-25 09:00 India time. */
const START = Date.parse('2026-11-25T03:30:00Z');
const MINUTE = 60_000;

const closure = {
  text: 'The school is closed today because of heavy fog.',
  kind: 'closure',
  link: 'https://school.example/fog',
  linkLabel: 'Read the circular',
  startsAt: '2026-11-25T09:00',
  endsAt: '2026-11-25T17:00',
};

describe('notices API', () => {
  let api: TestApi;
  let token = '';
  let now = START;
  const clock = { now: () => new Date(now) };
  const current = async () => {
    const answer = await api.call('GET', '/notices/current');
    expect(answer.status).toBe(200);
    return answer.body.data as { _id: string; text: string; kind: string } | null;
  };
  const post = async (body: Record<string, unknown>) => {
    const answer = await api.call('POST', '/notices', { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { _id: string; state: string; shownNow: boolean };
  };
  const removeAll = async () => {
    for (const { _id } of (await api.call('GET', '/notices', { token })).body.data as { _id: string }[]) {
      expect((await api.call('DELETE', `/notices/${_id}`, { token })).status).toBe(200);
    }
  };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('shows a notice only between its start and its end, with no write when it starts or ends', async () => {
    now = START - 10 * MINUTE;
    expect(await current()).toBeNull();
    const created = await post(closure);
    expect(created).toMatchObject({
      state: 'scheduled',
      shownNow: false,
      startsAt: '2026-11-25T03:30:00.000Z',
      endsAt: '2026-11-25T11:30:00.000Z',
    });
    // Asked twice before the start: the second answer comes from the memo.
    expect(await current()).toBeNull();
    expect(await current()).toBeNull();

    now = START;
    const read = await api.call('GET', '/notices/current');
    expect(read.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(read.body).toEqual({
      success: true,
      data: {
        _id: created._id,
        text: closure.text,
        kind: 'closure',
        link: closure.link,
        linkLabel: closure.linkLabel,
        startsAt: '2026-11-25T03:30:00.000Z',
        endsAt: '2026-11-25T11:30:00.000Z',
      },
    });
    expect(await current()).toMatchObject({ _id: created._id });

    // One millisecond before the end it still shows; at the end it is gone, well within the memo's age limit.
    now = Date.parse('2026-11-25T11:29:59.999Z');
    expect(await current()).toMatchObject({ _id: created._id });
    now += 1;
    expect(await current()).toBeNull();
    const list = (await api.call('GET', '/notices', { token })).body.data as { state: string }[];
    expect(list).toEqual([expect.objectContaining({ _id: created._id, state: 'ended', shownNow: false })]);
    await removeAll();
  });

  it('shows the most severe current notice, then the latest started', async () => {
    now = START;
    const info = await post({ ...closure, kind: 'information', text: 'Parent-teacher meeting on Saturday.', startsAt: '2026-11-25T08:00' });
    expect(await current()).toMatchObject({ _id: info._id });
    const early = await post({ ...closure, startsAt: '2026-11-25T07:00' });
    const late = await post({ ...closure, startsAt: '2026-11-25T08:30' });
    expect(await current()).toMatchObject({ _id: late._id });
    const emergency = await post({
      ...closure,
      kind: 'emergency',
      text: 'Gas leak: pupils are at the church hall.',
      startsAt: '2026-11-25T06:00',
      endsAt: '2026-11-25T09:30',
    });
    expect(await current()).toMatchObject({ _id: emergency._id });
    const states = (await api.call('GET', '/notices', { token })).body.data as { _id: string; state: string; shownNow: boolean }[];
    expect(states.filter((n) => n.shownNow).map((n) => n._id)).toEqual([emergency._id]);
    expect(states.map((n) => n._id)).toEqual([late._id, info._id, early._id, emergency._id]);

    // The emergency ends at 09:30 India time: the latest closure is back without anyone acting.
    now = START + 30 * MINUTE;
    expect(await current()).toMatchObject({ _id: late._id });
    await removeAll();
    expect(await current()).toBeNull();
  });

  it('edits and deletes; a deleted notice is gone at once', async () => {
    now = START;
    const created = await post(closure);
    const edited = await api.call('PUT', `/notices/${created._id}`, {
      token,
      body: { ...closure, kind: 'emergency', text: 'Closed: flooding.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ kind: 'emergency', text: 'Closed: flooding.', state: 'current', shownNow: true });
    expect(await current()).toMatchObject({ text: 'Closed: flooding.' });
    expect((await api.call('DELETE', `/notices/${created._id}`, { token })).status).toBe(200);
    expect(await current()).toBeNull();
    expect((await api.call('PUT', `/notices/${created._id}`, { token, body: closure })).status).toBe(404);
    expect((await api.call('DELETE', `/notices/${created._id}`, { token })).status).toBe(404);
  });

  it('refuses a wrong notice with its message and stores nothing', async () => {
    const wrong: [Record<string, unknown>, RegExp][] = [
      [{ endsAt: '2026-11-25T08:00' }, /End time must be after the start time/],
      [{ link: 'http://school.example' }, /https:\/\//],
      [{ text: '' }, /Notice text is required/],
      [{ kind: 'holiday' }, /Kind must be information, closure or emergency/],
      [{ startsAt: 'tomorrow' }, /Start time is not a valid date/],
    ];
    for (const [change, message] of wrong) {
      const answer = await api.call('POST', '/notices', { token, body: { ...closure, ...change } });
      expect([answer.status, answer.body.success]).toEqual([400, false]);
      expect(answer.body.error).toMatch(message);
    }
    expect((await api.call('GET', '/notices', { token })).body.data).toEqual([]);
  });

  // Every role and token is walked by the authorisation matrix (http/hardening/auth-matrix.test.ts).
  it('lets only staff list and write notices', async () => {
    expect((await api.call('GET', '/notices')).status).toBe(401);
    expect((await api.call('POST', '/notices', { body: closure })).status).toBe(401);
    expect((await api.call('PUT', '/notices/abc', { body: closure })).status).toBe(401);
    expect((await api.call('DELETE', '/notices/abc')).status).toBe(401);
  });
});
