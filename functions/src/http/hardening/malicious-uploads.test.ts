import { access, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { callRoute, label } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, testImages, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { MALICIOUS_DOCUMENTS, MALICIOUS_UPLOADS, type Case } from '../../testing/hardening/malicious-cases.js';
import { isJsonError } from '../../testing/hardening/raw-request.js';
import type { RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, outside, touched } from '../../testing/hardening/store-snapshot.js';

// A fixed set of hostile uploads against every route that takes a file. Files that are no image
// must get a 4xx JSON error and change nothing. Real photos under hostile names or declared types
// may succeed, but only as re-encoded WebP under content-hash names in the route's own folder,
// carrying none of the payload, with nothing written anywhere a name could point to.

let harness: Harness | undefined;
let api: TestApi;
let images: TestImages;
let snapshots: Harness['snapshots'];
let token = '';
let seed = 0;

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  token = (await api.staff('admin')).token;
});
afterAll(async () => harness?.close());

const FILE_FIELD: Record<string, string> = { '/galleries/:id/images': 'images', '/content/:id/featuredimage': 'featuredImage' };
const uploads = ROUTES.filter((r) => r.body !== 'none' && r.body !== 'json' && r.method !== 'GET');
/** Documents keep their file as sent (issue 35): their own hostile set, and their own checks of what is stored. */
const isDocument = (route: RouteSpec) => route.path.startsWith('/documents');
const casesOf = (route: RouteSpec): Case[] => (isDocument(route) ? MALICIOUS_DOCUMENTS : MALICIOUS_UPLOADS);
/** Where each route keeps its images, below DATA_DIR. */
const folderOf = (route: RouteSpec, f: Fixtures) =>
  route.path.startsWith('/galleries')
    ? `files/galleries/${f.galleryId}`
    : route.path.startsWith('/content')
      ? 'files/content'
      : route.path.startsWith('/settings')
        ? 'files/settings/principalPhoto'
        : route.path.startsWith('/page-texts')
          ? 'files/page-texts/home'
          : 'files/events';

// Fixtures by route (fixturesByRoute), made at a route's first case, not one set per case (138 sets,
// most of the file's time): a refused case changes nothing, and an accepted one adds only its own new
// files, so each case still starts from what it is judged by, the store's state just before its request.
const fixturesOf = fixturesByRoute(() => makeFixtures(api, token, images));

/** Every place a server that trusted the file name could have written it. */
function namedPlaces(dataDir: string, filename: string): string[] {
  const plain = filename.replace(/\\/g, '/');
  return [dataDir, join(dataDir, 'files'), join(dataDir, 'files', 'content'), join(dataDir, 'files', 'events'), dirname(dataDir)].map(
    (base) => resolve(base, plain),
  );
}
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('malicious uploads', () => {
  it('covers every route that takes a file', () => {
    expect(uploads.map(label).sort()).toEqual([
      'POST /documents',
      'POST /events',
      'POST /galleries/:id/images',
      'PUT /content/:id/featuredimage',
      'PUT /documents/:id/file',
      'PUT /events/:id',
      'PUT /page-texts/:page/images/:slot',
      'PUT /settings/images/:slot',
    ]);
  });

  it.each(uploads.flatMap((route) => casesOf(route).map((c) => [`${label(route)}: ${c.what}`, route, c] as const)))(
    '%s',
    async (_name, route, c) => {
      const f = await fixturesOf(route);
      const textFields = (route.valid({ f, images, email: '', password: '', n: 0 }).parts ?? []).filter((p) => p.filename === undefined);
      const file = c.file(await testImages(++seed));
      const parts = [...textFields, { name: isDocument(route) ? 'file' : (FILE_FIELD[route.path] ?? 'image'), ...file }];
      const before = await snapshots.take();
      const answer = await callRoute(api, route, { parts }, f, { token });
      const changes = diff(before, await snapshots.take());
      if (c.expect === 'refused') {
        expect([[400, 413, 415].includes(answer.status), isJsonError(answer)], answer.text).toEqual([true, true]);
        expect(touched(changes)).toEqual([]);
        return;
      }
      expect([answer.status < 300, (answer.json as { success?: unknown }).success], answer.text).toEqual([true, true]);
      expect(outside(changes, route.writes)).toEqual([]);
      const newFiles = changes.added.filter((key) => key.startsWith('file:')).map((key) => key.slice('file:'.length));
      expect(newFiles.length).toBeGreaterThan(0);
      if (isDocument(route)) return storedAsDocument(newFiles, answer.json, file.filename ?? '');
      for (const path of newFiles) {
        // WebP variants and the share JPEG, each re-encoded by the pipeline, never the bytes sent.
        expect(path).toMatch(new RegExp(`^${folderOf(route, f)}/[0-9a-f]{20}-(\\d+\\.webp|share\\.jpg)$`));
        const bytes = await readFile(join(api.home.dataDir, path));
        if (path.endsWith('.jpg')) expect(bytes.subarray(0, 3).toString('hex'), path).toBe('ffd8ff');
        else expect(bytes.subarray(8, 12).toString('latin1'), path).toBe('WEBP');
        expect([bytes.includes('<script'), bytes.includes('<?php'), bytes.includes('<html')]).toEqual([false, false, false]);
      }
      for (const place of namedPlaces(api.home.dataDir, file.filename ?? '')) expect(await exists(place), place).toBe(false);
    },
  );

  /** A document's file: as sent, under a content-hashed name, and downloaded only as a sandboxed attachment. */
  async function storedAsDocument(newFiles: string[], answered: unknown, filename: string) {
    expect(newFiles).toHaveLength(1);
    expect(newFiles[0]).toMatch(/^files\/documents\/[0-9a-f]{32}\.(pdf|jpg|png)$/);
    const { file } = (answered as { data: { file: { downloadUrl: string } } }).data;
    const got = await fetch(`${api.url}${file.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    for (const place of namedPlaces(api.home.dataDir, filename)) expect(await exists(place), place).toBe(false);
  }

  it('still answers afterwards', async () => {
    expect((await api.call('GET', '/galleries', { token })).status).toBe(200);
    expect((await api.call('GET', '/events')).status).toBe(200);
  });
});
