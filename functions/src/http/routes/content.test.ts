import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/shared/auth-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

let api: TestApi;
let token: string;
let pages = 0;
/** A unique, valid page; tests share one store, so no test assumes it is alone. */
const page = (extra: Record<string, unknown> = {}) => {
  pages++;
  return {
    title: `Page ${pages}`,
    slug: `page-${pages}`,
    content: `<p>Body of page ${pages}</p>`,
    type: 'page',
    status: 'published',
    ...extra,
  };
};
const create = (body: unknown) => api.call('POST', '/content', { token, body });
/** The stored file behind a public URL of the embedded home (/files/<key>). */
const storedFile = (url: string) => api.home.files.get(url.replace(/^\/files\//, ''));

async function upload(id: string, data: Buffer, field = 'featuredImage') {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${api.url}/api/content/${id}/featuredimage`, {
    method: 'PUT',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.staff('admin')).token;
});
afterAll(async () => api.close());

describe('content API: reading', () => {
  it('shows visitors published pages only (cacheable), and staff the drafts too', async () => {
    const published = (await create(page({ title: 'Transport', slug: 'school-transport' }))).body.data;
    const draft = (await create(page({ title: 'Fees draft', slug: 'fees-draft', status: 'draft' }))).body.data;

    const visitor = await api.call('GET', '/content');
    expect(visitor.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(visitor.body).toMatchObject({ success: true, count: visitor.body.data.length });
    const visitorIds = visitor.body.data.map((p: { _id: string }) => p._id);
    expect(visitorIds).toContain(published._id);
    expect(visitorIds).not.toContain(draft._id);
    expect((await api.call('GET', '/content?status=draft')).body).toEqual({ success: true, count: 0, data: [] });

    const staff = await api.call('GET', '/content?type=page', { token });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.body.data.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([published._id, draft._id]));
    const drafts = (await api.call('GET', '/content?status=draft', { token })).body.data;
    expect(drafts.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.map((p: { _id: string }) => p._id)).toContain(draft._id);
    expect(await api.call('GET', '/content?status=secret')).toMatchObject({
      status: 400,
      body: { success: false, error: 'Status must be draft or published' },
    });
    expect(await api.call('GET', '/content?type=post')).toMatchObject({ status: 400, body: { error: 'Type must be page' } });
  });

  it('reads one page by id and by slug; a draft is Not Found for visitors', async () => {
    const published = (await create(page({ slug: 'uniform-guidelines' }))).body.data;
    const draft = (await create(page({ slug: 'hidden-draft', status: 'draft' }))).body.data;
    expect((await api.call('GET', `/content/${published._id}`)).body.data).toEqual(published);
    const bySlug = await api.call('GET', '/content/slug/uniform-guidelines');
    expect(bySlug).toMatchObject({ status: 200, body: { success: true, data: published } });
    expect(bySlug.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(bySlug.body.data).not.toHaveProperty('featuredImageKeys');

    expect(await api.call('GET', `/content/${draft._id}`)).toMatchObject({
      status: 404,
      body: { success: false, error: 'Content not found' },
    });
    expect((await api.call('GET', '/content/slug/hidden-draft')).status).toBe(404);
    expect((await api.call('GET', '/content/slug/hidden-draft', { token })).body.data).toMatchObject({ _id: draft._id, status: 'draft' });
    expect((await api.call('GET', `/content/${draft._id}`, { token })).body.data.slug).toBe('hidden-draft');
    for (const path of ['/content/noSuchPage', '/content/slug/no-such-page', '/content/slug/Not%20A%20Slug', '/content/..%2F..%2Fetc']) {
      expect((await api.call('GET', path)).status, path).toBe(404);
    }
  });

  it('searches titles and body text, case-insensitively, hiding drafts from visitors', async () => {
    const stamp = Date.now();
    const byTitle = (await create(page({ title: `Hostel Rules ${stamp}` }))).body.data;
    const byBody = (await create(page({ content: `<p>Day boarders eat <strong>LUNCH</strong> at hostel${stamp}</p>` }))).body.data;
    const draft = (await create(page({ title: `hostel draft ${stamp}`, status: 'draft' }))).body.data;
    const ids = (body: { data: Array<{ _id: string }> }) => body.data.map((p) => p._id).sort();

    const visitor = await api.call('GET', `/content/search?q=${encodeURIComponent(`HOSTEL`)}`);
    expect(visitor.status).toBe(200);
    expect(ids(visitor.body)).toEqual(expect.arrayContaining([byTitle._id, byBody._id].sort()));
    expect(ids(visitor.body)).not.toContain(draft._id);
    expect(ids((await api.call('GET', `/content/search?q=${stamp}`, { token })).body)).toEqual([byTitle._id, byBody._id, draft._id].sort());
    expect(ids((await api.call('GET', `/content/search?q=lunch at`)).body)).toEqual([byBody._id]);
    // Markup is not text: searching a tag name finds nothing it would not find anyway.
    expect(ids((await api.call('GET', `/content/search?q=strong>`)).body)).toEqual([]);
    expect(await api.call('GET', '/content/search?q=%20')).toMatchObject({
      status: 400,
      body: { error: 'Please enter something to search for' },
    });
    expect((await api.call('GET', '/content/search')).status).toBe(400);
  });
});

describe('content API: writing', () => {
  it('creates, updates and deletes a page, with the role rule on every write', async () => {
    const created = await create(page({ title: '  Library Hours ', slug: 'library-hours', status: undefined }));
    expect(created.status).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({ title: 'Library Hours', slug: 'library-hours', type: 'page', status: 'draft', featuredImage: null });
    expect(item.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const changes = {
      title: 'Library Timings',
      slug: 'library-timings',
      content: '<h2>Open</h2><p>8am to 4pm</p>',
      type: 'page',
      status: 'published',
    };
    const updated = await api.call('PUT', `/content/${item._id}`, { token, body: changes });
    expect(updated).toMatchObject({ status: 200, body: { success: true, data: { ...changes, _id: item._id } } });
    expect((await api.call('GET', '/content/slug/library-timings')).body.data._id).toBe(item._id);
    expect((await api.call('GET', '/content/slug/library-hours')).status).toBe(404);

    const garbage = 'not.a.real.token';
    for (const [method, path, body] of [
      ['POST', '/content', page()],
      ['PUT', `/content/${item._id}`, changes],
      ['DELETE', `/content/${item._id}`, undefined],
    ] as const) {
      expect(await api.call(method, path, { body }), `${method} without token`).toMatchObject({ status: 401, body: { success: false } });
      expect((await api.call(method, path, { body, token: garbage })).status, `${method} garbage token`).toBe(401);
    }
    expect((await upload(item._id, Buffer.from('x'))).status).toBe(400); // with a token: refused as not an image
    const anonymousUpload = await fetch(`${api.url}/api/content/${item._id}/featuredimage`, { method: 'PUT', body: new FormData() });
    expect(anonymousUpload.status).toBe(401);
    // A garbage token on a public read is an expired session, not a visitor: say so.
    expect((await api.call('GET', '/content', { token: garbage })).status).toBe(401);
    // The same optional-staff check as the galleries list: any Authorization header must carry a valid bearer token.
    for (const authorization of ['Bearer', 'Basic abc']) {
      const answer = await api.call('GET', '/content', { headers: { authorization } });
      expect(answer, authorization).toMatchObject({ status: 401, body: { success: false } });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // A signed-in account without a staff role reads like a visitor, privately.
    const draft = (await create(page({ status: 'draft' }))).body.data;
    const viewer = await api.call('GET', `/content/${draft._id}`, { token: (await api.staff('viewer' as Role)).token });
    expect([viewer.status, viewer.headers.get('cache-control')]).toEqual([404, 'private, no-store']);

    const superadmin = (await api.staff('superadmin')).token;
    expect(await api.call('DELETE', `/content/${item._id}`, { token: superadmin })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.call('GET', `/content/${item._id}`, { token })).status).toBe(404);
    expect((await api.call('DELETE', `/content/${item._id}`, { token })).status).toBe(404);
    expect((await api.call('PUT', `/content/${item._id}`, { token, body: changes })).status).toBe(404);
    // The page is in the trash and keeps its slug; deleted for good there, the slug is free again.
    expect((await create(page({ slug: 'library-timings' }))).body.error).toMatch(
      /deleted page in the trash still uses the slug "library-timings"/,
    );
    expect((await api.call('DELETE', `/trash/${item._id}`, { token })).status).toBe(200);
    expect((await create(page({ slug: 'library-timings' }))).status).toBe(201);
  });

  it('refuses missing or malformed fields with clear text, storing nothing', async () => {
    const before = (await api.call('GET', '/content', { token })).body.count;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'Title is required'],
      [{ title: undefined }, 'Title is required'],
      [{ slug: '' }, 'Slug is required'],
      [{ slug: 'Admissions 2026' }, 'Slug must be lowercase words joined by hyphens, for example school-transport'],
      [{ slug: 'fees--2026' }, 'Slug must be lowercase words joined by hyphens, for example school-transport'],
      [{ slug: '-fees' }, 'Slug must be lowercase words joined by hyphens, for example school-transport'],
      [{ content: '' }, 'Content is required'],
      [{ content: '<p> </p>' }, 'Content is required'],
      [{ content: '<script>alert(1)</script>' }, 'Content is required'],
      [{ content: 42 }, 'Content is required'],
      [{ type: 'post' }, 'Type must be page'],
      [{ status: 'live' }, 'Status must be draft or published'],
    ];
    for (const [extra, error] of cases) {
      expect(await create(page(extra)), JSON.stringify(extra)).toMatchObject({ status: 400, body: { success: false, error } });
    }
    expect((await api.call('POST', '/content', { token, raw: '{"title":' })).status).toBe(400);
    expect((await api.call('GET', '/content', { token })).body.count).toBe(before);
  });

  it('keeps slugs unique: 409 on create and on rename, and a page keeps its own slug', async () => {
    const first = (await create(page({ slug: 'annual-day' }))).body.data;
    const conflict = await create(page({ slug: 'annual-day' }));
    expect(conflict).toMatchObject({
      status: 409,
      body: { success: false, error: 'Another page already uses the slug "annual-day". Please choose a different slug.' },
    });

    const second = (await create(page({ slug: 'sports-day' }))).body.data;
    const rename = await api.call('PUT', `/content/${second._id}`, { token, body: { ...page(), slug: 'annual-day' } });
    expect(rename.status).toBe(409);
    expect((await api.call('GET', `/content/${second._id}`, { token })).body.data.slug).toBe('sports-day');
    // Saving a page under its own slug is no conflict.
    expect(
      (await api.call('PUT', `/content/${first._id}`, { token, body: { ...page(), slug: 'annual-day', title: 'Annual Day' } })).status,
    ).toBe(200);

    // Ten saves of one new slug at the same moment: exactly one wins.
    const racers = await Promise.all(Array.from({ length: 10 }, () => create(page({ slug: 'race-day' }))));
    expect(racers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const all = (await api.call('GET', '/content', { token })).body.data as Array<{ slug: string }>;
    expect(all.filter((p) => p.slug === 'race-day')).toHaveLength(1);
  });

  it('cleans bodies on the server: no script, event handler or javascript: link survives', async () => {
    const dirty = [
      '<h1>Welcome</h1><p onclick="steal()">Hello <strong>parents</strong></p>',
      '<script>alert("x")</script><img src="x.png" onerror="alert(1)" alt="A photo">',
      '<a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt&colon;alert(2)">bad2</a> <a href="java\tscript:alert(3)">bad3</a>',
      '<a href="https://punjab.gov.in" target="_blank" onmouseover="x()">ok</a> <a href="mailto:office@school.example">mail</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="alert(1)"></svg>',
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png"><p style="color:red">styled</p>',
    ].join('');
    const created = await create(page({ content: dirty }));
    expect(created.status).toBe(201);
    const reread = (await api.call('GET', `/content/${created.body.data._id}`)).body.data.content as string;
    expect(reread).toBe(created.body.data.content);
    expect(reread).not.toMatch(/<script|onerror|onclick|onmouseover|onload|javascript:|<iframe|<style|<svg|data:|evil\.example|style=/i);
    expect(reread).toContain('<h2>Welcome</h2><p>Hello <strong>parents</strong></p>');
    expect(reread).toContain('<img alt="A photo" src="x.png" />');
    expect(reread).toContain('<a href="https://punjab.gov.in" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(reread).toContain('<a href="mailto:office@school.example">mail</a>');
    expect(reread).toContain('<p>styled</p>');

    const updated = await api.call('PUT', `/content/${created.body.data._id}`, {
      token,
      body: page({ content: '<p>Safe</p><img src=1 onerror=alert(document.cookie)>' }),
    });
    expect(updated.body.data.content).toBe('<p>Safe</p><img alt="" src="1" />');
  });

  it('stores a featured image through the image pipeline, replacing and finally deleting its files', async () => {
    const { _id } = (await create(page({ status: 'draft' }))).body.data;
    const red = await sharp({ create: { width: 1200, height: 600, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 900, height: 450, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();

    const first = await upload(_id, red);
    expect(first.status).toBe(200);
    const image = first.body.data.featuredImage;
    expect(image).toMatchObject({ width: 800, height: 400 });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    expect(first.body.data).not.toHaveProperty('featuredImageKeys');
    for (const v of image.variants) expect((await storedFile(v.url))?.contentType).toBe('image/webp');
    expect((await api.call('GET', `/content/${_id}`, { token })).body.data.featuredImage).toEqual(image);

    const second = await upload(_id, blue);
    expect(second.body.data.featuredImage.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 900]);
    // The old photo stays while the page's revision may bring it back.
    for (const v of image.variants) expect(await storedFile(v.url), 'old file held by the revision').not.toBeNull();

    expect(await upload(_id, Buffer.from('<svg onload="alert(1)"></svg>'))).toMatchObject({ status: 400, body: { success: false } });
    expect(await upload(_id, blue, 'image')).toMatchObject({ status: 400, body: { error: 'Unexpected file field "image".' } });
    expect(await upload('noSuchPage', blue)).toMatchObject({ status: 404 });
    // A refused upload leaves the page as it was.
    expect((await api.call('GET', `/content/${_id}`, { token })).body.data.featuredImage).toEqual(second.body.data.featuredImage);

    await api.call('DELETE', `/content/${_id}`, { token });
    for (const v of second.body.data.featuredImage.variants) expect(await storedFile(v.url), 'kept in the trash').not.toBeNull();
    await api.call('DELETE', `/trash/${_id}`, { token });
    for (const v of [...image.variants, ...second.body.data.featuredImage.variants])
      expect(await storedFile(v.url), 'deleted for good, with its revisions').toBeNull();
  });

  it('keeps image files another page still shows', async () => {
    const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const a = (await create(page())).body.data;
    const b = (await create(page())).body.data;
    const shared = (await upload(a._id, photo)).body.data.featuredImage;
    await upload(b._id, photo);
    await api.call('DELETE', `/content/${a._id}`, { token });
    await api.call('DELETE', `/trash/${a._id}`, { token });
    expect(await storedFile(shared.url)).not.toBeNull();
    await api.call('DELETE', `/content/${b._id}`, { token });
    expect(await storedFile(shared.url), 'b waits in the trash').not.toBeNull();
    await api.call('DELETE', `/trash/${b._id}`, { token });
    expect(await storedFile(shared.url)).toBeNull();
  });
});
