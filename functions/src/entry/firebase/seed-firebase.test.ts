import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PROJECT } from '../../testing/firebase-emulators.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

// `npm run seed -- --firebase` against the emulators: the demo administrator lands in Firebase Auth,
// the content goes through the Cloud Function behind Hosting into Firestore and (fake) Cloud Storage.
describe('npm run seed -- --firebase', () => {
  const { hostingUrl, authHost } = inject('firebase');
  const get = async (path: string) => (await (await fetch(`${hostingUrl}/api${path}`)).json()) as any;

  it('fills the emulated site through the function and prints working credentials', async () => {
    const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost, GCLOUD_PROJECT: DEMO_PROJECT };
    // --force: the emulators are shared with the other Firebase-mode tests, which may have written first.
    const { stdout } = await run('npm', ['run', '--silent', 'seed', '--', '--firebase', '--force', '--api', `${hostingUrl}/api`], {
      cwd: root,
      env,
    });
    const [, email, password] = /Sign in at \/admin\/login as (\S+) with the password (\S+)/.exec(stdout) ?? [];
    expect(email, stdout).toBe('demo.admin@school.example');

    const login = await fetch(`${hostingUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);

    const galleries = await get('/galleries');
    const titles = galleries.data.map((g: { title: string }) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Annual Day 2025', 'Inter-House Sports Meet', 'Science Exhibition']));
    const annual = galleries.data.find((g: { title: string }) => g.title === 'Annual Day 2025');
    expect(annual.images.length).toBeGreaterThanOrEqual(3);
    const photo = await fetch(new URL(annual.images[0].url, hostingUrl));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // The gallery's own address, and its photos' share JPEGs served from (fake) Cloud Storage.
    expect((await get(`/galleries/slug/${annual.slug}`)).data._id).toBe(annual._id);
    const share = await fetch(new URL(annual.images[0].share.url, hostingUrl));
    expect([share.status, share.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await sharp(Buffer.from(await share.arrayBuffer())).metadata()).width).toBe(1200);

    const events = await get('/events');
    expect(events.data.map((e: { title: string }) => e.title)).toContain('Inter-House Athletics Meet');
    const athletics = events.data.find((e: { title: string }) => e.title === 'Inter-House Athletics Meet');
    expect((await get(`/events/slug/${athletics.slug}`)).data._id).toBe(athletics._id);
    expect((await get('/content/slug/school-transport')).data.title).toBe('School Transport');
    expect((await get('/admission/link')).data.admissionFormLink).toMatch(/^https:\/\//);
  }, 180_000);
});
