import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_LIMITS } from '@school/shared/notice-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The notice banner in Punjabi and Hindi (issue 25, item 3), over real HTTP.

const notice = {
  text: 'The school is closed today because of heavy fog.',
  kind: 'closure',
  link: 'https://school.example/fog',
  linkLabel: 'Read the circular',
  startsAt: '2026-11-25T09:00',
  endsAt: '2026-11-25T17:00',
};
const NOW = Date.parse('2026-11-25T05:00:00Z');

let api: TestApi;
let token = '';

beforeAll(async () => {
  api = await startTestApi({ clock: { now: () => new Date(NOW) } });
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('the notice in Punjabi and Hindi', () => {
  it('saves the translations (one line, blank dropped) and shows them to visitors', async () => {
    const created = await api.call('POST', '/notices', {
      token,
      body: {
        ...notice,
        translations: { pa: { text: ' ਅੱਜ ਧੁੰਦ ਕਾਰਨ\n ਸਕੂਲ ਬੰਦ ਹੈ। ', linkLabel: '' }, hi: { text: '   ', linkLabel: '  ' } },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.translations).toEqual({ pa: { text: 'ਅੱਜ ਧੁੰਦ ਕਾਰਨ ਸਕੂਲ ਬੰਦ ਹੈ।' } });
    const shown = await api.call('GET', '/notices/current');
    expect(shown.body.data).toMatchObject({ _id: created.body.data._id, translations: { pa: { text: 'ਅੱਜ ਧੁੰਦ ਕਾਰਨ ਸਕੂਲ ਬੰਦ ਹੈ।' } } });

    // An edit sends the whole notice; its version is still checked.
    const edited = await api.call('PUT', `/notices/${created.body.data._id}`, {
      token,
      body: {
        ...notice,
        version: created.body.data.version,
        translations: { hi: { text: 'आज कोहरे के कारण स्कूल बंद है।', linkLabel: 'परिपत्र पढ़ें' } },
      },
    });
    expect(edited.body.data.translations).toEqual({ hi: { text: 'आज कोहरे के कारण स्कूल बंद है।', linkLabel: 'परिपत्र पढ़ें' } });
    const stale = await api.call('PUT', `/notices/${created.body.data._id}`, {
      token,
      body: { ...notice, version: created.body.data.version, translations: {} },
    });
    expect(stale.status).toBe(409);
    // Without a link, the translated link texts go like the English one.
    const noLink = await api.call('PUT', `/notices/${created.body.data._id}`, {
      token,
      body: { ...notice, link: '', translations: { hi: { text: 'सूचना', linkLabel: 'परिपत्र पढ़ें' } } },
    });
    expect(noLink.body.data).toMatchObject({ linkLabel: '', translations: { hi: { text: 'सूचना' } } });
    expect(noLink.body.data.translations.hi).not.toHaveProperty('linkLabel');
    expect((await api.call('DELETE', `/notices/${created.body.data._id}`, { token })).status).toBe(200);
  });

  it('refuses translations longer than the English limits', async () => {
    const long = await api.call('POST', '/notices', {
      token,
      body: { ...notice, translations: { hi: { text: 'क'.repeat(NOTICE_LIMITS.text + 1) } } },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { error: `The translated notice text must be at most ${NOTICE_LIMITS.text} characters` },
    });
    const label = await api.call('POST', '/notices', {
      token,
      body: { ...notice, translations: { pa: { linkLabel: 'ਕ'.repeat(NOTICE_LIMITS.linkLabel + 1) } } },
    });
    expect(label).toMatchObject({
      status: 400,
      body: { error: `The translated link text must be at most ${NOTICE_LIMITS.linkLabel} characters` },
    });
  });
});
