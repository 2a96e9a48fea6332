import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_MAX } from '@school/shared/page-text-schemas';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The fixed pages' texts in Punjabi and Hindi (issue 25, item 3), over real HTTP: saved with the
// draft, checked with the English limits, published with it, kept by revisions.

let api: TestApi;
let token = '';
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

const home = () => structuredClone(PAGE_TEXT_DEFAULTS.home);
const about = () => structuredClone(PAGE_TEXT_DEFAULTS.about);
const saveDraft = (page: string, body: unknown) => api.call('PUT', `/page-texts/${page}/draft`, { token, body });

describe('page texts in Punjabi and Hindi', () => {
  it('saves the translated part with the draft, drops blanks and publishes all three languages', async () => {
    const cards = home().whyChoose.cards.map(() => ({ title: '', text: '' }));
    cards[1] = { title: 'ਛੋਟੀਆਂ ਜਮਾਤਾਂ', text: '  ' };
    const saved = await saveDraft('home', {
      ...home(),
      translations: {
        pa: { hero: { headline: ' ਹਰ ਬੱਚੇ ਲਈ ਖ਼ੁਸ਼ੀ ਭਰੀ ਪੜ੍ਹਾਈ ', tagline: '' }, whyChoose: { cards } },
        hi: { hero: { welcome: '   ' }, funCard: { activities: [''] } },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.draft.translations).toEqual({
      pa: {
        hero: { headline: 'ਹਰ ਬੱਚੇ ਲਈ ਖ਼ੁਸ਼ੀ ਭਰੀ ਪੜ੍ਹਾਈ' },
        whyChoose: { cards: [{}, { title: 'ਛੋਟੀਆਂ ਜਮਾਤਾਂ' }, ...cards.slice(2).map(() => ({}))] },
      },
    });
    // Visitors see nothing of it until it is published.
    expect((await api.call('GET', '/page-texts/home')).body.data.translations).toBeUndefined();
    const published = await api.call('POST', '/page-texts/home/publish', { token });
    expect(published.status).toBe(200);
    const visitor = await api.call('GET', '/page-texts/home');
    expect(visitor.body.data.translations.pa.hero).toEqual({ headline: 'ਹਰ ਬੱਚੇ ਲਈ ਖ਼ੁਸ਼ੀ ਭਰੀ ਪੜ੍ਹਾਈ' });
    expect(visitor.body.data.texts.hero.headline).toBe(PAGE_TEXT_DEFAULTS.home.hero.headline);
  });

  it('checks a translation with the English limits, named by language; never translates links or choices', async () => {
    const long = await saveDraft('home', { ...home(), translations: { hi: { hero: { headline: 'क'.repeat(161) } } } });
    expect(long).toMatchObject({ status: 400, body: { error: 'Hindi: Headline must be at most 160 characters' } });
    const notText = await saveDraft('home', { ...home(), translations: { pa: { visit: { title: 42 } } } });
    expect(notText).toMatchObject({ status: 400, body: { error: 'Punjabi: Title must be text' } });
    const tooLongRich = await saveDraft('about', {
      ...about(),
      translations: { pa: { story: { body: `<p>${'a'.repeat(PAGE_TEXT_MAX.rich)}</p>` } } },
    });
    expect(tooLongRich).toMatchObject({ status: 400, body: { error: 'Punjabi: Our story is too long' } });

    const resources = structuredClone(PAGE_TEXT_DEFAULTS['parent-resources']);
    const saved = await saveDraft('parent-resources', {
      ...resources,
      translations: { hi: { resources: [{ title: 'गृहकार्य सहायता', link: 'https://evil.example', category: 'nope' }] } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.draft.translations.hi.resources[0]).toEqual({ title: 'गृहकार्य सहायता' });
    expect((await api.call('DELETE', '/page-texts/parent-resources/draft', { token })).status).toBe(200);
  });

  it('sanitises translated rich bodies like the English; an empty body is no translation; revisions keep them', async () => {
    const saved = await saveDraft('about', {
      ...about(),
      translations: {
        pa: { story: { body: '<p onclick="x()">ਸਾਡੀ ਕਹਾਣੀ<script>alert(1)</script></p>' }, mission: { vision: '<p></p>' } },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.draft.translations).toEqual({ pa: { story: { body: '<p>ਸਾਡੀ ਕਹਾਣੀ</p>' } } });
    const basedOn = saved.body.data.draft.updatedAt as string;
    const next = await api.call('PUT', '/page-texts/about/draft', {
      token,
      body: { ...about(), translations: { hi: { subtitle: 'हमारे बारे में' } } },
      headers: { 'if-match': `"${basedOn}"` },
    });
    expect(next.status).toBe(200);
    // A save based on an older draft is still refused.
    const stale = await api.call('PUT', '/page-texts/about/draft', { token, body: about(), headers: { 'if-match': `"${basedOn}"` } });
    expect(stale.status).toBe(409);

    const revisions = (await api.call('GET', '/revisions/page-texts-draft/about', { token })).body.data;
    expect(revisions[0].changed).toContain('Punjabi and Hindi');
    const restored = await api.call('POST', `/revisions/page-texts-draft/about/${revisions[0]._id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.data.draft.translations).toEqual({ pa: { story: { body: '<p>ਸਾਡੀ ਕਹਾਣੀ</p>' } } });
  });
});
