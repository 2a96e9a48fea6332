import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PROJECT } from '../../testing/firebase-emulators.js';
import { EVENTS, MIGRATIONS, SETTINGS, SETTINGS_DOCS } from '../../domain/collections.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

// The production path end to end, as far as this machine allows: the built Cloud Function `api`
// in the Functions emulator, reached through the Hosting emulator's /api/** rewrite, with Firebase
// Auth (emulator), Firestore (in-process emulator) and the staff account made by the admin CLI.
describe('Cloud Function api behind Firebase Hosting (emulators)', () => {
  const { hostingUrl, authHost, firestoreHost } = inject('firebase');
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${hostingUrl}/api${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any, cacheControl: response.headers.get('cache-control') };
  };

  it('signs in a CLI-made superadmin, takes a write, and serves the public read', async () => {
    const email = `principal${Date.now()}@school.example`;
    const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost, GCLOUD_PROJECT: DEMO_PROJECT };
    const cli = await run(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        '--firebase',
        'create',
        '--email',
        email,
        '--password',
        'a long password',
        '--name',
        'Sister Anne',
        '--role',
        'superadmin',
      ],
      { cwd: root, env },
    );
    expect(cli.stdout).toContain(`Created superadmin Sister Anne <${email}>`);

    const wrong = await call('POST', '/auth/login', { email, password: 'wrong password' });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, error: 'Invalid email or password' } });
    const login = await call('POST', '/auth/login', { email, password: 'a long password' });
    expect(login).toMatchObject({ status: 200, body: { success: true, user: { name: 'Sister Anne', role: 'superadmin', email } } });
    const token = login.body.token as string;
    expect((await call('GET', '/auth/me', undefined, token)).body.data.email).toBe(email);

    const link = 'https://forms.example.com/admission';
    const saved = await call('PUT', '/admission/link', { admissionFormLink: link }, token);
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: { admissionFormLink: link } } });
    expect(saved.cacheControl).toBe('private, no-store');
    expect((await call('PUT', '/admission/link', { admissionFormLink: 'https://x.example' })).status).toBe(401);

    const read = await call('GET', '/admission/link');
    expect(read.body).toEqual({ success: true, data: { admissionFormLink: link } });
    expect(read.cacheControl).toBe(PUBLIC_CACHE_CONTROL);

    // The write really landed in Firestore.
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    const app = initializeApp({ projectId: DEMO_PROJECT }, `function-check-${Date.now()}`);
    const doc = await getFirestore(app).collection(SETTINGS).doc(SETTINGS_DOCS.admission).get();
    expect(doc.data()?.admissionFormLink).toBe(link);
    await deleteApp(app);

    expect((await call('GET', '/auth/logout', undefined, token)).status).toBe(200);
    expect((await call('GET', '/auth/me', undefined, token)).status).toBe(401);
  }, 60_000);

  it('gives a news item stored in Firestore before slugs one by `npm run migrate -- --firebase` (the deploy runs it); the function finds it by it', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    const app = initializeApp({ projectId: DEMO_PROJECT }, `slug-check-${Date.now()}`);
    const title = `Old notice ${Date.now()}`;
    const createdAt = '2024-06-01T04:00:00.000Z';
    const legacy = await getFirestore(app)
      .collection(EVENTS)
      .add({
        ...{ title, description: 'Stored before slugs.', type: 'news', tags: [], startDate: null, endDate: null, location: '' },
        ...{ imageUrl: '', image: null, imageKeys: [], createdAt, updatedAt: createdAt },
      });
    // Migration 1 may have run on this emulator already (another test): run it again for this item.
    await getFirestore(app).collection(MIGRATIONS).doc('1').delete();
    const env = { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, GCLOUD_PROJECT: DEMO_PROJECT };
    await run('npm', ['run', '--silent', 'migrate', '--', '--firebase'], { cwd: root, env });
    const slug = `old-notice-${title.split(' ')[2]}`;
    expect((await legacy.get()).data()?.slug).toBe(slug);
    const bySlug = await call('GET', `/events/slug/${slug}`);
    expect(bySlug).toMatchObject({ status: 200, body: { data: { _id: legacy.id, title, updatedAt: createdAt } } });
    expect(bySlug.cacheControl).toBe(PUBLIC_CACHE_CONTROL);
    expect(await call('GET', '/galleries/slug/no-such-gallery')).toMatchObject({ status: 404, body: { success: false } });
    await deleteApp(app);
  });

  it("stores staff's settings in Firestore, refuses a signed-in user without a staff role, and serves the new phone to visitors", async () => {
    const email = `settings${Date.now()}@school.example`;
    const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: authHost, GCLOUD_PROJECT: DEMO_PROJECT };
    const args = ['run', '--silent', 'admin', '--', '--firebase', 'create', '--email', email, '--password', 'a long password'];
    await run('npm', [...args, '--name', 'Mr Gill', '--role', 'admin'], { cwd: root, env });
    const token = (await call('POST', '/auth/login', { email, password: 'a long password' })).body.token as string;
    const current = (await call('GET', '/settings/admin', undefined, token)).body.data;
    // Without the version read: other test files share this emulator's settings and may save between
    // the read and the write (which, with the version, answers 409: tested in routes/concurrent-edits*).
    const { images: _images, confirmedAt: _confirmed, unconfirmed: _unconfirmed, version: _version, ...input } = current;
    const officePhone = `+91 98140 ${String(Date.now()).slice(-5)}`;
    const saved = await call('PUT', '/settings', { ...input, officePhone, officeEmail: 'office@school.example' }, token);
    expect(saved).toMatchObject({ status: 200, body: { data: { officePhone, unconfirmed: [] } } });

    // Someone with an account but no staff role (a parent who signed up in another app of the
    // project) is refused: such accounts get no session at all (firebase-identity.ts), so their
    // Firebase ID token is no staff token, and nothing changes.
    const signUp = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `parent${Date.now()}@family.example`, password: 'a long password', returnSecureToken: true }),
    });
    const parentToken = ((await signUp.json()) as { idToken: string }).idToken;
    const refused = await call('PUT', '/settings', { ...input, officeEmail: 'office@school.example' }, parentToken);
    expect(refused).toMatchObject({ status: 401, body: { success: false } });

    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    const app = initializeApp({ projectId: DEMO_PROJECT }, `settings-check-${Date.now()}`);
    const doc = await getFirestore(app).collection(SETTINGS).doc(SETTINGS_DOCS.school).get();
    expect(doc.data()?.officePhone).toBe(officePhone);
    await deleteApp(app);
    // Visitors read it at once (the pages render from this answer: web/e2e/firebase-home.spec.ts).
    expect((await call('GET', '/settings')).body.data.officePhone).toBe(officePhone);
  }, 60_000);

  it('answers unknown paths with a JSON 404 and refuses malformed JSON with a 400', async () => {
    expect(await call('GET', '/nothing/here')).toMatchObject({ status: 404, body: { success: false } });
    // The Functions emulator parses JSON before our app sees the request, so here a malformed body
    // is refused by its parser (400, its own text). In production the Functions Framework does the
    // same and framework-errors.ts makes it our JSON (scripts/deploy-bundle.test.ts).
    const response = await fetch(`${hostingUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect((await call('GET', '/admission/link')).status).toBe(200);
  });
});
