import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { countFiles, fileBehind, uploadImages, type UploadPart } from '../../testing/gallery-uploads.js';

describe('gallery uploads and write permissions', () => {
  let api: TestApi;
  let token: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
    jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2266aa' } })
      .jpeg({ quality: 90 })
      .toBuffer();
  });
  afterAll(async () => api.close());

  const newGallery = async () =>
    (await api.call('POST', '/galleries', { token, body: { title: `G ${Date.now()}`, category: 'events' } })).body.data._id as string;
  const imagesOf = async (id: string) =>
    (await api.call('GET', '/galleries', { token })).body.data.find((g: { _id: string }) => g._id === id).images as unknown[];

  it('stores several photos of one request as WebP variants with their sizes, stored under /files', async () => {
    const id = await newGallery();
    const png = await sharp({ create: { width: 500, height: 500, channels: 4, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const answer = await uploadImages(api, id, token, [
      { name: 'stage.jpg', data: jpeg },
      { name: 'flag.png', data: png, type: 'image/png' },
    ]);
    expect(answer.status).toBe(201);
    const [stage, flag] = answer.body.data.images;
    expect(stage).toMatchObject({ caption: '', alt: '', width: 800, height: 600, order: 0 });
    expect(stage.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    expect(flag).toMatchObject({ width: 500, height: 500, order: 1 });
    expect(stage._id).not.toBe(flag._id);
    for (const variant of [...stage.variants, ...flag.variants]) {
      expect(variant.url).toMatch(new RegExp(`^/files/galleries/${id}/[0-9a-f]{20}-\\d+\\.webp$`));
      const file = await fileBehind(api, variant.url);
      expect(file?.contentType).toBe('image/webp');
      expect((await sharp(file?.data).metadata()).width).toBe(variant.width);
    }
  });

  it('refuses every write without a valid staff token and changes nothing', async () => {
    const id = await newGallery();
    await uploadImages(api, id, token, [{ name: 'a.jpg', data: jpeg }]);
    const [image] = (await imagesOf(id)) as Array<{ _id: string }>;
    const files = await countFiles(api.home.filesDir);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/galleries', { title: 'Sneaky', category: 'x' }],
      ['PUT', `/galleries/${id}`, { isPublished: true }],
      ['DELETE', `/galleries/${id}`, undefined],
      ['PUT', `/galleries/${id}/images/${image?._id}`, { caption: 'hacked' }],
      ['DELETE', `/galleries/${id}/images/${image?._id}`, undefined],
    ];
    for (const bad of [undefined, 'garbage.token.value']) {
      for (const [method, path, body] of writes) {
        const answer = await api.call(method, path, { body, token: bad });
        expect(answer, `${method} ${path} token=${bad}`).toMatchObject({ status: 401, body: { success: false } });
      }
      expect((await uploadImages(api, id, bad ?? null, [{ name: 'b.jpg', data: jpeg }])).status).toBe(401);
    }
    const after = (await api.call('GET', '/galleries', { token })).body.data;
    expect(after.some((g: { title: string }) => g.title === 'Sneaky')).toBe(false);
    expect(after.find((g: { _id: string }) => g._id === id)).toMatchObject({
      isPublished: false,
      images: [expect.objectContaining({ caption: '' })],
    });
    expect(await countFiles(api.home.filesDir)).toBe(files);
  });

  it('answers bad uploads with a 4xx naming the file, storing no file and no photo', async () => {
    const id = await newGallery();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    const cases: Array<[string, UploadPart[], number, RegExp]> = [
      ['text named .jpg', [{ name: 'notes.jpg', data: Buffer.from('just some text, not a photo') }], 400, /^notes\.jpg: .*not an image/],
      ['SVG with script', [{ name: 'logo.png', data: svg, type: 'image/png' }], 400, /^logo\.png: .*not an image/],
      ['truncated JPEG', [{ name: 'half.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }], 400, /^half\.jpg: .*damaged/],
      ['path-traversal name', [{ name: '../../../../etc/cron.d/evil.jpg', data: Buffer.from('* * * * * root sh') }], 400, /^evil\.jpg: /],
      ['oversize file', [{ name: 'huge.jpg', data: Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024)]) }], 413, /larger than 25 MB/],
      [
        'one bad photo among good ones',
        [
          { name: 'ok-1.jpg', data: jpeg },
          { name: 'bad.jpg', data: Buffer.from('nope') },
          { name: 'ok-2.jpg', data: jpeg },
        ],
        400,
        /^bad\.jpg: /,
      ],
      ['21 files', Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })), 413, /at most 20 files/],
      ['no files', [], 400, /at least one image/],
      ['wrong field', [{ name: 'a.jpg', data: jpeg, field: 'photo' }], 400, /Unexpected file field/],
    ];
    const before = await countFiles(api.home.filesDir);
    for (const [name, parts, status, error] of cases) {
      const answer = await uploadImages(api, id, token, parts);
      expect(answer.status, name).toBe(status);
      expect(answer.body.success, name).toBe(false);
      expect(answer.body.error, name).toMatch(error);
      expect(await countFiles(api.home.filesDir), name).toBe(before);
    }
    expect(await imagesOf(id)).toEqual([]);
    const json = await api.call('POST', `/galleries/${id}/images`, { token, body: { images: 'x' } });
    expect(json).toMatchObject({ status: 400, body: { error: 'Expected a multipart/form-data upload.' } });
    expect((await uploadImages(api, 'noSuchGallery', token, [{ name: 'a.jpg', data: jpeg }])).status).toBe(404);
    expect(await countFiles(api.home.filesDir)).toBe(before);
  }, 60_000);

  it('never uses the sent file name: a real photo named ../../x.jpg lands under a content hash in its gallery', async () => {
    const id = await newGallery();
    const answer = await uploadImages(api, id, token, [{ name: '../../../outside.jpg', data: jpeg }]);
    expect(answer.status).toBe(201);
    expect(answer.body.data.images[0].url).toMatch(new RegExp(`^/files/galleries/${id}/[0-9a-f]{20}-800\\.webp$`));
    const everything = await readdir(api.home.dataDir, { recursive: true });
    expect(everything.some((path) => path.includes('outside'))).toBe(false);
  });

  it('keeps the files of photos already in the gallery when a batch re-uploading one of them fails', async () => {
    const id = await newGallery();
    const first = await uploadImages(api, id, token, [{ name: 'kept.jpg', data: jpeg }]);
    const kept = first.body.data.images[0] as { url: string };
    const failed = await uploadImages(api, id, token, [
      { name: 'kept-again.jpg', data: jpeg },
      { name: 'bad.jpg', data: Buffer.from('nope') },
    ]);
    expect(failed.status).toBe(400);
    expect(await fileBehind(api, kept.url)).not.toBeNull();
    expect(await imagesOf(id)).toHaveLength(1);
  });
});
