import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_PAGES } from '@school/shared/page-text-schemas';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The page texts over real HTTP on the embedded home: the defaults published on the first read,
// drafts that visitors never see until staff publish them, rich text sanitised, images through the
// pipeline and kept by the draft until it is published.

describe('page texts API', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const about = () => structuredClone(PAGE_TEXT_DEFAULTS.about);

  it('publishes today’s texts on the first read of each page, public and cacheable', async () => {
    for (const page of PAGE_TEXT_PAGES) {
      expect(await api.home.store.get('page_texts', page), page).toBeNull();
      const read = await api.call('GET', `/page-texts/${page}`);
      expect([page, read.status, read.headers.get('cache-control')]).toEqual([page, 200, PUBLIC_CACHE_CONTROL]);
      expect(read.body.data).toMatchObject({ page, texts: PAGE_TEXT_DEFAULTS[page] });
      expect(await api.home.store.get('page_texts', page), page).not.toBeNull();
    }
    const home = await api.call('GET', '/page-texts/home');
    expect(home.body.data.images).toEqual({ heroImage: null });
    expect(home.body.data.texts.hero.tagline).toMatch(/^Since \{founding year\}, families in Faridkot have trusted us/);
    expect((await api.call('GET', '/page-texts/contact')).status).toBe(404);
  });

  it('refuses visitors everything but the published texts', async () => {
    expect((await api.call('GET', '/page-texts/about/draft')).status).toBe(401);
    expect((await api.call('PUT', '/page-texts/about/draft', { body: about() })).status).toBe(401);
    expect((await api.call('POST', '/page-texts/about/publish')).status).toBe(401);
    expect((await api.call('DELETE', '/page-texts/about/draft')).status).toBe(401);
    expect((await api.call('DELETE', '/page-texts/home/images/heroImage')).status).toBe(401);
  });

  it('keeps a draft from visitors until it is published, then visitors read it', async () => {
    const texts = about();
    texts.mission.mission = '<p>Our mission: <strong>every child</strong> reads by seven.</p><script>alert(1)</script>';
    const saved = await api.call('PUT', '/page-texts/about/draft', { token, body: texts });
    expect(saved.status).toBe(200);
    // Sanitised: the script is gone, the formatting stays.
    expect(saved.body.data.draft.texts.mission.mission).toBe('<p>Our mission: <strong>every child</strong> reads by seven.</p>');
    expect(saved.body.data.published.texts.mission.mission).toBe(PAGE_TEXT_DEFAULTS.about.mission.mission);
    expect((await api.call('GET', '/page-texts/about')).body.data.texts.mission.mission).toBe(PAGE_TEXT_DEFAULTS.about.mission.mission);
    const staff = await api.call('GET', '/page-texts/about/draft', { token });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.body.data.draft.texts.mission.mission).toContain('every child');

    const published = await api.call('POST', '/page-texts/about/publish', { token });
    expect(published.status).toBe(200);
    expect(published.body.data.draft).toBeNull();
    expect((await api.call('GET', '/page-texts/about')).body.data.texts.mission.mission).toContain('<strong>every child</strong>');
    expect(await api.home.store.get('page_text_drafts', 'about')).toBeNull();
  });

  it('discards a draft and leaves the published texts as they are', async () => {
    const before = (await api.call('GET', '/page-texts/academics')).body.data.texts;
    const texts = structuredClone(PAGE_TEXT_DEFAULTS.academics);
    texts.curriculum.highlights = ['Only one point'];
    expect((await api.call('PUT', '/page-texts/academics/draft', { token, body: texts })).status).toBe(200);
    const dropped = await api.call('DELETE', '/page-texts/academics/draft', { token });
    expect(dropped.body.data.draft).toBeNull();
    expect((await api.call('GET', '/page-texts/academics')).body.data.texts).toEqual(before);
    // Publishing without a draft changes nothing.
    expect((await api.call('POST', '/page-texts/academics/publish', { token })).body.data.published.texts).toEqual(before);
  });

  it('refuses a wrong draft with its message and stores nothing', async () => {
    const wrong: [string, unknown, RegExp][] = [
      ['an empty mission', { ...about(), mission: { ...about().mission, mission: '<p> </p>' } }, /Mission is required/],
      ['a mission of only a script', { ...about(), mission: { ...about().mission, mission: '<script>x</script>' } }, /Mission is required/],
      ['no values', { ...about(), values: { title: 'Our Values', items: [] } }, /Add at least one value/],
      ['a missing section', { ...about(), story: undefined }, /story|required|expected/i],
    ];
    for (const [name, body, message] of wrong) {
      const answer = await api.call('PUT', '/page-texts/about/draft', { token, body });
      expect([name, answer.status], JSON.stringify(answer.body)).toEqual([name, 400]);
      expect(answer.body.error, name).toMatch(message);
    }
    const resources = structuredClone(PAGE_TEXT_DEFAULTS['parent-resources']);
    const link = (value: string) => ({ ...resources, resources: [{ ...resources.resources[0], link: value }] });
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://plain.example']) {
      const answer = await api.call('PUT', '/page-texts/parent-resources/draft', { token, body: link(bad) });
      expect([bad, answer.status]).toEqual([bad, 400]);
    }
    expect((await api.call('PUT', '/page-texts/parent-resources/draft', { token, body: link('https://school.example/x') })).status).toBe(
      200,
    );
    await api.call('DELETE', '/page-texts/parent-resources/draft', { token });
    expect(await api.home.store.get('page_text_drafts', 'about')).toBeNull();
  });

  it('refuses a save or publish based on a version someone else has changed since, and changes nothing', async () => {
    const opened = (await api.call('GET', '/page-texts/admissions/draft', { token })).body.data;
    const version = opened.published.updatedAt as string;
    const mine = structuredClone(PAGE_TEXT_DEFAULTS.admissions);
    mine.subtitle = 'Mine';
    const theirs = structuredClone(PAGE_TEXT_DEFAULTS.admissions);
    theirs.subtitle = 'Theirs';
    const ifMatch = (v: string) => ({ 'if-match': `"${v}"` });
    // Someone else saves first, from the same version.
    const first = await api.call('PUT', '/page-texts/admissions/draft', { token, body: theirs, headers: ifMatch(version) });
    expect(first.status).toBe(200);
    const stale = await api.call('PUT', '/page-texts/admissions/draft', { token, body: mine, headers: ifMatch(version) });
    expect([stale.status, stale.body.error]).toEqual([409, expect.stringMatching(/Someone else changed this page/)]);
    expect((await api.call('GET', '/page-texts/admissions/draft', { token })).body.data.draft.texts.subtitle).toBe('Theirs');
    // Publishing needs the draft one saw: theirs is not published unseen by a stale editor.
    expect((await api.call('POST', '/page-texts/admissions/publish', { token, headers: ifMatch(version) })).status).toBe(409);
    expect((await api.call('GET', '/page-texts/admissions')).body.data.texts.subtitle).toBe(PAGE_TEXT_DEFAULTS.admissions.subtitle);
    const draftVersion = first.body.data.draft.updatedAt as string;
    expect((await api.call('POST', '/page-texts/admissions/publish', { token, headers: ifMatch(draftVersion) })).status).toBe(200);
    expect((await api.call('GET', '/page-texts/admissions')).body.data.texts.subtitle).toBe('Theirs');
    await api.call('PUT', '/page-texts/admissions/draft', { token, body: PAGE_TEXT_DEFAULTS.admissions });
    await api.call('POST', '/page-texts/admissions/publish', { token });
  });

  it('keeps a new hero image in the draft until it is published, and deletes files nothing uses or may bring back', async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 900, height: 700, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const upload = async (slot: string, bytes: Buffer, page = 'home') => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'hero.jpg');
      const response = await fetch(`${api.url}/api/page-texts/${page}/images/${slot}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const keysOf = async (collection: string) =>
      ((await api.home.store.get<any>(collection, 'home'))?.images.heroImage?.keys ?? []) as string[];

    const first = await upload('heroImage', await photo('#336699'));
    expect(first.status).toBe(200);
    expect(first.body.data.draft.images.heroImage).toMatchObject({ width: expect.any(Number) });
    expect(first.body.data.draft.images.heroImage.keys).toBeUndefined();
    expect((await api.call('GET', '/page-texts/home')).body.data.images.heroImage).toBeNull();

    await api.call('POST', '/page-texts/home/publish', { token });
    const live = await keysOf('page_texts');
    expect((await api.call('GET', '/page-texts/home')).body.data.images.heroImage.url).toBe(first.body.data.draft.images.heroImage.url);

    // A second photo in a draft, then dropped: the published photo stays, the dropped one's files go.
    await upload('heroImage', await photo('#993366'));
    const drafted = await keysOf('page_text_drafts');
    await api.call('DELETE', '/page-texts/home/draft', { token });
    for (const key of drafted) expect(await api.home.files.get(key), key).toBeNull();
    for (const key of live) expect(await api.home.files.get(key), key).not.toBeNull();

    // Removed in a draft and published: the page shows none; the files stay for the revision of the
    // texts visitors read until then (restoring it brings the photo back).
    expect((await api.call('DELETE', '/page-texts/home/images/heroImage', { token })).body.data.draft.images.heroImage).toBeNull();
    await api.call('POST', '/page-texts/home/publish', { token });
    expect((await api.call('GET', '/page-texts/home')).body.data.images.heroImage).toBeNull();
    for (const key of live) expect(await api.home.files.get(key), key).not.toBeNull();

    expect((await upload('favicon', await photo('#336699'))).status).toBe(404);
    expect((await upload('heroImage', await photo('#336699'), 'about')).status).toBe(404);
  });
});
