import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { uploadImages } from '../../testing/gallery-uploads.js';

// GET /galleries?limit= over real HTTP (issue 34): a page of summaries (no photos but the cover,
// and how many), where the next page starts; the spec's whole list for a call without limit.

describe('GET /galleries?limit=: galleries a page at a time', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
    for (const title of ['Sports day', 'Annual day', 'Science fair']) {
      const { body } = await api.call('POST', '/galleries', { token, body: { title, category: 'events' } });
      const png = (r: number) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 9, b: 9 } } })
          .png()
          .toBuffer();
      const photos = [await png(title.length), await png(title.length + 100)];
      expect(
        (
          await uploadImages(
            api,
            body.data._id,
            token,
            photos.map((data, i) => ({ name: `${i}.png`, data })),
          )
        ).status,
      ).toBe(201);
      await api.call('PUT', `/galleries/${body.data._id}`, { token, body: { isPublished: true } });
    }
  });
  afterAll(() => api?.close());

  it('answers summaries a page at a time, with the cover and the count', async () => {
    const first = await api.call('GET', '/galleries?limit=2');
    expect(Object.keys(first.body)).toEqual(['success', 'count', 'data', 'next']);
    expect(first.body.data.map((one: { title: string }) => one.title)).toEqual(['Science fair', 'Annual day']);
    expect(first.body.data[0]).not.toHaveProperty('images');
    expect(first.body.data[0]).toMatchObject({ imageCount: 2, cover: { order: 0, url: expect.stringMatching(/^\/files\//) } });
    const second = await api.call('GET', `/galleries?limit=2&after=${encodeURIComponent(first.body.next)}`);
    expect([second.body.data.map((one: { title: string }) => one.title), second.body.next]).toEqual([['Sports day'], null]);
  });

  it("keeps the spec's whole list for a call without limit, and refuses a wrong one", async () => {
    const all = await api.call('GET', '/galleries');
    expect([Object.keys(all.body), all.body.data[0].images.length]).toEqual([['success', 'count', 'data'], 2]);
    expect((await api.call('GET', '/galleries?limit=0')).body).toEqual({ success: false, error: 'limit must be 1 or more' });
  });
});
