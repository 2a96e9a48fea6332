import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Needs the official Storage and Firestore emulators (Java 21): run through `npm run test:rules`.
let env: RulesTestEnvironment;
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const visitor = () => env.unauthenticatedContext().storage();
const signedInNoRole = () => env.authenticatedContext('parent').storage();
const admin = () => env.authenticatedContext('admin', { role: 'admin' }).storage();

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-school-rules',
    storage: { rules: readFileSync('storage.rules', 'utf8') },
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'galleries/pub'), { isPublished: true });
    await setDoc(doc(ctx.firestore(), 'galleries/draft'), { isPublished: false });
    for (const path of [
      'galleries/pub/a.webp',
      'galleries/draft/b.webp',
      'events/c.webp',
      'content/d.webp',
      'private/e.webp',
      'settings/partnerLogo/f.webp',
      'page-texts/home/g.webp',
      'documents/h.pdf',
    ]) {
      await uploadBytes(ref(ctx.storage(), path), webp, { contentType: 'image/webp' });
    }
  });
});

describe('gallery images', () => {
  it('visitors read gallery images by their unguessable names', async () => {
    await assertSucceeds(getBytes(ref(visitor(), 'galleries/pub/a.webp')));
    await assertSucceeds(getBytes(ref(visitor(), 'galleries/draft/b.webp')));
  });
  it('staff read all and upload images; others upload nothing', async () => {
    await assertSucceeds(getBytes(ref(admin(), 'galleries/draft/b.webp')));
    await assertSucceeds(uploadBytes(ref(admin(), 'galleries/pub/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(admin(), 'galleries/pub/page.html'), webp, { contentType: 'text/html' }));
    await assertFails(uploadBytes(ref(signedInNoRole(), 'galleries/pub/x.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(deleteObject(ref(visitor(), 'galleries/pub/a.webp')));
  });
});

describe('news, event and page images', () => {
  it('are public to read and written by staff only', async () => {
    await assertSucceeds(getBytes(ref(visitor(), 'events/c.webp')));
    await assertSucceeds(getBytes(ref(visitor(), 'content/d.webp')));
    await assertSucceeds(uploadBytes(ref(admin(), 'events/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(visitor(), 'events/new.webp'), webp, { contentType: 'image/webp' }));
  });
});

describe("the documents library's files", () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n');
  it('are public to read; staff write PDFs and scans up to 20 MB, nothing else', async () => {
    await assertSucceeds(getBytes(ref(visitor(), 'documents/h.pdf')));
    await assertSucceeds(uploadBytes(ref(admin(), 'documents/new.pdf'), pdf, { contentType: 'application/pdf' }));
    await assertSucceeds(uploadBytes(ref(admin(), 'documents/scan.jpg'), webp, { contentType: 'image/jpeg' }));
    await assertFails(uploadBytes(ref(admin(), 'documents/page.html'), pdf, { contentType: 'text/html' }));
    await assertFails(
      uploadBytes(ref(admin(), 'documents/big.pdf'), new Uint8Array(20 * 1024 * 1024 + 1), { contentType: 'application/pdf' }),
    );
    await assertFails(uploadBytes(ref(visitor(), 'documents/new.pdf'), pdf, { contentType: 'application/pdf' }));
    await assertFails(uploadBytes(ref(signedInNoRole(), 'documents/new.pdf'), pdf, { contentType: 'application/pdf' }));
  });
});

describe("the school settings' images", () => {
  it('are public to read and written by staff only, in their own folders', async () => {
    await assertSucceeds(getBytes(ref(visitor(), 'settings/partnerLogo/f.webp')));
    await assertSucceeds(uploadBytes(ref(admin(), 'settings/principalPhoto/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(visitor(), 'settings/principalPhoto/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(signedInNoRole(), 'settings/shareImage/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(admin(), 'settings/principalPhoto/page.html'), webp, { contentType: 'text/html' }));
    await assertFails(uploadBytes(ref(admin(), 'settings/other/x.webp'), webp, { contentType: 'image/webp' }));
  });
});

describe("the page texts' images", () => {
  it('are public to read and written by staff only', async () => {
    await assertSucceeds(getBytes(ref(visitor(), 'page-texts/home/g.webp')));
    await assertSucceeds(uploadBytes(ref(admin(), 'page-texts/home/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(visitor(), 'page-texts/home/new.webp'), webp, { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(admin(), 'page-texts/elsewhere/x.webp'), webp, { contentType: 'image/webp' }));
  });
});

describe('everything else', () => {
  it('is closed to every browser', async () => {
    await assertFails(getBytes(ref(visitor(), 'private/e.webp')));
    await assertFails(getBytes(ref(admin(), 'private/e.webp')));
    await assertFails(uploadBytes(ref(admin(), 'private/x.webp'), webp, { contentType: 'image/webp' }));
  });
});
