import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_DEFAULTS, PRIVACY_DEFAULT_TRANSLATIONS } from '../../domain/page-texts/defaults-privacy.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The privacy notice a new install publishes (issue 37, item 1), over real HTTP on the embedded home:
// whole in English, Punjabi and Hindi from the first read, as version 1; a publish makes version 2
// (the number each consent records) and keeps the translations staff send back unchanged; and the
// pages /pa/privacy and /hi/privacy read in their language without JavaScript.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

describe('the default privacy notice', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const shown = async (path: string) => (await (await fetch(api.url + path)).text()).split('<script id="page-data"')[0]!;

  it('is published on a new install as version 1, in English, Punjabi and Hindi', async () => {
    const read = await api.call('GET', '/page-texts/privacy');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ page: 'privacy', publication: 1, texts: PRIVACY_DEFAULTS });
    expect(read.body.data.translations).toEqual(PRIVACY_DEFAULT_TRANSLATIONS);
  });

  it('renders /pa/privacy and /hi/privacy in their language, with the school’s facts filled in', async () => {
    const settings = (await api.call('GET', '/settings')).body.data;
    for (const locale of ['pa', 'hi'] as const) {
      const html = await shown(`/${locale}/privacy`);
      const notice = PRIVACY_DEFAULT_TRANSLATIONS[locale]!;
      const months = `${settings.retentionMonths.messages} ${locale === 'pa' ? 'ਮਹੀਨੇ' : 'महीने'}`;
      for (const text of [notice.subtitle, notice.items?.[3]?.title, notice.sections?.[5]?.title, months])
        expect(html, locale).toContain(text);
      expect(html, locale).toContain(`${settings.name}, ${settings.address.locality}`);
      expect(html, locale).not.toContain(PRIVACY_DEFAULTS.subtitle);
      expect(html, locale).not.toMatch(/\{(school name|town|message retention months)\}/);
    }
  });

  it('becomes version 2 when staff publish a change, keeping the translations they send back', async () => {
    const texts = { ...structuredClone(PRIVACY_DEFAULTS), subtitle: 'What this website collects about you, and why.' };
    const translations = structuredClone(PRIVACY_DEFAULT_TRANSLATIONS);
    translations.hi!.subtitle = 'यह वेबसाइट आपके बारे में क्या एकत्र करती है, और क्यों।';
    const saved = await api.call('PUT', '/page-texts/privacy/draft', { token, body: { ...texts, translations } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // What the server checked and sanitised is what was sent: the defaults pass its rules as they are.
    expect(saved.body.data.draft.translations).toEqual(translations);
    expect((await api.call('GET', '/page-texts/privacy')).body.data.publication).toBe(1);

    expect((await api.call('POST', '/page-texts/privacy/publish', { token })).status).toBe(200);
    const read = (await api.call('GET', '/page-texts/privacy')).body.data;
    expect(read).toMatchObject({ publication: 2, texts: { subtitle: 'What this website collects about you, and why.' } });
    expect(read.translations).toEqual(translations);
    expect(await shown('/hi/privacy')).toContain('यह वेबसाइट आपके बारे में क्या एकत्र करती है, और क्यों।');
  });
});
