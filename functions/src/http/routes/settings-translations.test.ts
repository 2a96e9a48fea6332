import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT_MAX } from '@school/shared/settings-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// The settings visitors read as sentences, in Punjabi and Hindi (issue 25, item 3), over real HTTP.

const valid = settingsInput({ social: { facebook: '', instagram: '' }, admissionFormLink: '' });

let api: TestApi;
let token = '';
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('settings texts in Punjabi and Hindi', () => {
  it('saves the translations (blank dropped), returns them to visitors, checks the version and the English limits', async () => {
    const first = (await api.call('GET', '/settings/admin', { token })).body.data;
    const saved = await api.call('PUT', '/settings', {
      token,
      body: {
        ...valid,
        version: first.version,
        translations: {
          pa: { principalTitle: 'ਪ੍ਰਿੰਸੀਪਲ', principalMessage: ' ', officeHours: 'ਸੋਮ-ਸ਼ਨੀ, ਸਵੇਰੇ 8 ਤੋਂ ਦੁਪਹਿਰ 2' },
          hi: { admissionsHours: '' },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = { pa: { principalTitle: 'ਪ੍ਰਿੰਸੀਪਲ', officeHours: 'ਸੋਮ-ਸ਼ਨੀ, ਸਵੇਰੇ 8 ਤੋਂ ਦੁਪਹਿਰ 2' } };
    expect(saved.body.data.translations).toEqual(expected);
    expect((await api.call('GET', '/settings')).body.data.translations).toEqual(expected);

    // An older version is refused, translations and all.
    const stale = await api.call('PUT', '/settings', { token, body: { ...valid, version: first.version, translations: {} } });
    expect(stale.status).toBe(409);

    const long = await api.call('PUT', '/settings', {
      token,
      body: { ...valid, translations: { hi: { principalMessage: 'क'.repeat(SETTINGS_TEXT_MAX.message + 1) } } },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { error: `The principal's translated message must be at most ${SETTINGS_TEXT_MAX.message} characters` },
    });

    // A revision keeps them: a later save without them can be undone.
    const cleared = await api.call('PUT', '/settings', { token, body: valid });
    expect(cleared.body.data.translations).toBeUndefined();
    const revisions = (await api.call('GET', '/revisions/settings/school', { token })).body.data;
    expect(revisions[0].changed).toContain('Punjabi and Hindi');
    const restored = await api.call('POST', `/revisions/settings/school/${revisions[0]._id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.translations).toEqual(expected);
  });
});
