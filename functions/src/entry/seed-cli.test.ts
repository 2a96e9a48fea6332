import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-server.js';
import { seed } from './seed-cli.js';

describe('npm run seed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api.close());

  it('fills an empty site through the API, prints working credentials, and refuses a second run', async () => {
    const lines: string[] = [];
    const admin = await seed(`${api.url}/api`, api.home.identity, { force: false, log: (l) => lines.push(l) });
    expect(admin?.email).toBe('demo.admin@school.example');
    expect((await api.call('POST', '/auth/login', { body: admin })).status).toBe(200);

    const galleries = await api.call('GET', '/galleries');
    expect(galleries.body.count).toBe(3);
    const photo = galleries.body.data[0].images[0];
    const file = await api.home.files.get(String(photo.url).replace(/^\/files\//, ''));
    expect(file?.contentType).toBe('image/webp');
    const events = await api.call('GET', '/events');
    expect(events.body.count).toBe(12);
    expect((await api.call('GET', '/admission/link')).body.data.admissionFormLink).toMatch(/^https:\/\//);

    const again: string[] = [];
    expect(await seed(`${api.url}/api`, api.home.identity, { force: false, log: (l) => again.push(l) })).toBeNull();
    expect(again.join('\n')).toContain('already has content');
    expect((await api.call('GET', '/galleries')).body.count).toBe(3);
  }, 120_000);
});
