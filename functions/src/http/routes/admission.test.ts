import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

describe('admission link API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api.close());

  it('is empty until staff set it, and public reads are cacheable', async () => {
    const read = await api.call('GET', '/admission/link');
    expect(read.body).toEqual({ success: true, data: { admissionFormLink: '' } });
    expect(read.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('lets staff save an https link, which visitors then read', async () => {
    const { token } = await api.staff('admin');
    const link = 'https://forms.example.com/admission-2027';
    const saved = await api.call('PUT', '/admission/link', { token, body: { admissionFormLink: ` ${link} ` } });
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: { admissionFormLink: link } } });
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toBe(link);
    // Staff read it fresh (the admin screen shows what was just saved), never from a cache.
    const staffRead = await api.call('GET', '/admission/link', { token });
    expect(staffRead.body.data.admissionFormLink).toBe(link);
    expect(staffRead.headers.get('cache-control')).toBe('private, no-store');
    await api.call('PUT', '/admission/link', { token, body: { admissionFormLink: '' } });
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toBe('');
  });

  it('refuses visitors and anything that is not a web address, keeping the saved link', async () => {
    const { token } = await api.staff('admin');
    await api.call('PUT', '/admission/link', { token, body: { admissionFormLink: 'https://forms.example.com/a' } });
    expect((await api.call('PUT', '/admission/link', { body: { admissionFormLink: 'https://evil.example' } })).status).toBe(401);
    for (const bad of ['javascript:alert(1)', 'forms.example.com', 'ftp://x.example', 42, null]) {
      const answer = await api.call('PUT', '/admission/link', { token, body: { admissionFormLink: bad } });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toBe('https://forms.example.com/a');
  });
});
