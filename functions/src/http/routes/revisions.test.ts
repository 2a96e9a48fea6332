import type { Role } from '@school/shared/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Revisions over HTTP on the embedded home: the edit screens' calls, who is named, a restore that
// is itself a version-checked save, and who may call at all.

describe('revisions API', () => {
  let api: TestApi;
  let token: string;
  let email: string;
  let minute = 0;
  // A minute later on every reading, so each save has its own time.
  const clock = { now: () => new Date(Date.parse('2026-11-25T04:00:00Z') + ++minute * 60_000) };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    ({ token, email } = await api.staff('admin'));
  });
  afterAll(async () => api.close());

  const news = (title: string, description = 'The first text.') => ({ title, description, type: 'news', tags: ['announcement'] });

  it('two edits of a news item keep two revisions; restoring the first brings its text back as a new revision', async () => {
    const created = (await api.call('POST', '/events', { token, body: news('Annual day') })).body.data;
    await api.call('PUT', `/events/${created._id}`, { token, body: { title: 'Annual day (second)', version: 1 } });
    await api.call('PUT', `/events/${created._id}`, { token, body: { description: 'The third text.', version: 2 } });

    const listed = await api.call('GET', `/revisions/event/${created._id}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        _id: expect.any(String),
        by: { name: expect.any(String), email },
        at: expect.any(String),
        title: 'Annual day (second)',
        changed: ['Description'],
      },
      { _id: expect.any(String), by: { name: expect.any(String), email }, at: expect.any(String), title: 'Annual day', changed: ['Title'] },
    ]);
    const [second, first] = listed.body.data;
    expect(Date.parse(second.at)).toBeGreaterThan(Date.parse(first.at));

    const whole = await api.call('GET', `/revisions/event/${created._id}/${first._id}`, { token });
    expect(whole.body.data).toMatchObject({
      kind: 'event',
      itemId: created._id,
      item: { title: 'Annual day', description: 'The first text.', version: 1 },
      changes: [{ field: 'title', label: 'Title', before: 'Annual day', after: 'Annual day (second)' }],
    });

    const restored = await api.call('POST', `/revisions/event/${created._id}/${first._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ _id: created._id, title: 'Annual day', description: 'The first text.', version: 4 });
    // Visitors see the restored text.
    expect((await api.call('GET', `/events/slug/${created.slug}`)).body.data).toMatchObject({
      title: 'Annual day',
      description: 'The first text.',
    });
    const after = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    expect(after.map((r: { title: string }) => r.title)).toEqual(['Annual day (second)', 'Annual day (second)', 'Annual day']);
    expect(after[0].changed).toEqual(['Title', 'Description']);
  });

  it('a content page: the editor saves, the revision shows the body as text, and a restore comes back', async () => {
    const body = {
      title: 'Transport',
      slug: 'transport-routes',
      content: '<p>Buses leave at <strong>7</strong>.</p>',
      status: 'published',
    };
    const page = (await api.call('POST', '/content', { token, body })).body.data;
    await api.call('PUT', `/content/${page._id}`, { token, body: { ...body, content: '<p>Buses leave at 8.</p>', version: 1 } });
    const [revision] = (await api.call('GET', `/revisions/page/${page._id}`, { token })).body.data;
    const whole = (await api.call('GET', `/revisions/page/${page._id}/${revision._id}`, { token })).body.data;
    expect(whole.changes).toEqual([{ field: 'content', label: 'Content', before: 'Buses leave at 7.', after: 'Buses leave at 8.' }]);
    const restored = await api.call('POST', `/revisions/page/${page._id}/${revision._id}/restore`, { token });
    expect(restored.body.data).toMatchObject({ content: '<p>Buses leave at <strong>7</strong>.</p>', version: 3 });
  });

  it("the settings: a save keeps the school's facts as they were; a restore brings them back and keeps the office address", async () => {
    const facts = {
      name: 'Convent School Faridkot',
      foundedYear: 2005,
      officePhone: '+91 98140 12345',
      admissionsPhone: '01639-250101',
      address: { street: 'Kotkapura Road', locality: 'Faridkot', region: 'Punjab', postcode: '151203' },
      officeHours: 'Mon-Sat, 8am-2pm',
      admissionsHours: 'Mon-Fri, 8am-4pm',
      map: { latitude: 30.67, longitude: 74.75 },
      social: { facebook: '', instagram: '' },
      principal: { name: 'Sister Anne', title: 'Principal', qualification: 'M.A., B.Ed.', message: 'Welcome.' },
      partner: { name: '', description: '' },
      board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
      feeCapPercent: 8,
      dataProtection: { name: 'Sister Anne', email: 'privacy@school.example', phone: '+91 98140 12345' },
      retentionMonths: { messages: 24 },
    };
    const save = (changes: object) =>
      api.call('PUT', '/settings', { token, body: { ...facts, officeEmail: 'office@school.example', admissionFormLink: '', ...changes } });
    expect((await save({})).status).toBe(200);
    const later = { officeHours: 'Mon-Fri, 9am-1pm', address: { ...facts.address, street: 'Talwandi Road' } };
    expect((await save(later)).status).toBe(200);
    // Only the office's address changes: not one of the facts a revision keeps.
    expect((await save({ ...later, officeEmail: 'new-office@school.example' })).status).toBe(200);

    const listed = (await api.call('GET', '/revisions/settings/school', { token })).body.data;
    expect(listed.map((r: { changed: string[] }) => r.changed).slice(0, 2)).toEqual([[], ['Postal address', 'Office hours']]);
    const whole = (await api.call('GET', `/revisions/settings/school/${listed[1]._id}`, { token })).body.data;
    expect(whole.changes[0]).toEqual({
      field: 'address',
      label: 'Postal address',
      before: 'Kotkapura Road, Faridkot, Punjab, 151203',
      after: 'Talwandi Road, Faridkot, Punjab, 151203',
    });
    const restored = await api.call('POST', `/revisions/settings/school/${listed[1]._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      officeHours: 'Mon-Sat, 8am-2pm',
      address: facts.address,
      officeEmail: 'new-office@school.example',
    });
    expect((await api.call('GET', '/settings')).body.data.officeHours).toBe('Mon-Sat, 8am-2pm');
  });

  it('page texts: each draft save keeps the draft it replaces, each publish the texts visitors read; a restore publishes them again', async () => {
    const home = structuredClone(PAGE_TEXT_DEFAULTS.home);
    const draft = (headline: string) =>
      api.call('PUT', '/page-texts/home/draft', { token, body: { ...home, hero: { ...home.hero, headline } } });
    expect((await draft('First draft headline')).status).toBe(200);
    expect((await draft('Second draft headline')).status).toBe(200);
    expect((await api.call('POST', '/page-texts/home/publish', { token })).status).toBe(200);

    const drafts = (await api.call('GET', '/revisions/page-texts-draft/home', { token })).body.data;
    expect(drafts.map((r: { changed: string[] }) => r.changed)).toEqual([['Hero']]);
    const draftChange = (await api.call('GET', `/revisions/page-texts-draft/home/${drafts[0]._id}`, { token })).body.data.changes[0];
    expect(draftChange.before).toContain('First draft headline');
    expect(draftChange.after).toContain('Second draft headline');

    const published = (await api.call('GET', '/revisions/page-texts/home', { token })).body.data;
    expect(published).toHaveLength(1);
    expect(published[0].changed).toEqual(['Hero']);
    const restored = await api.call('POST', `/revisions/page-texts/home/${published[0]._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect((await api.call('GET', '/page-texts/home')).body.data.texts.hero.headline).toBe(PAGE_TEXT_DEFAULTS.home.hero.headline);
    expect((await api.call('GET', '/revisions/page-texts/home', { token })).body.data).toHaveLength(2);
  });

  it('unknown kinds, items and revisions are 404; visitors 401; a member without a staff role 403', async () => {
    const created = (await api.call('POST', '/events', { token, body: news('Exam dates') })).body.data;
    await api.call('PUT', `/events/${created._id}`, { token, body: { title: 'Exam dates (new)' } });
    const [revision] = (await api.call('GET', `/revisions/event/${created._id}`, { token })).body.data;
    expect((await api.call('GET', `/revisions/gallery/${created._id}`, { token })).status).toBe(404);
    expect((await api.call('GET', `/revisions/event/nosuchitem`, { token })).status).toBe(404);
    expect((await api.call('GET', `/revisions/event/${created._id}/nosuchrevision`, { token })).status).toBe(404);

    const paths = [`/revisions/event/${created._id}`, `/revisions/event/${created._id}/${revision._id}`];
    const restore = `/revisions/event/${created._id}/${revision._id}/restore`;
    const viewer = (await api.staff('viewer' as Role)).token;
    for (const path of paths) {
      expect((await api.call('GET', path)).status).toBe(401);
      expect((await api.call('GET', path, { token: viewer })).status).toBe(403);
    }
    expect((await api.call('POST', restore)).status).toBe(401);
    expect((await api.call('POST', restore, { token: viewer })).status).toBe(403);
    expect((await api.call('GET', `/events/${created._id}`)).body.data.title).toBe('Exam dates (new)');
  });
});
