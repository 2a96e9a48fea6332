import sharp from 'sharp';
import type { AppDeps } from '../../http/deps.js';
import type { TestApi } from '../api-server.js';
import { uploadImages } from '../gallery-uploads.js';
import { ENQUIRIES, MESSAGES } from '../../domain/collections.js';
import { storedEnquiry } from '../enquiries.js';
import { documentFields, sendDocument } from '../document-uploads.js';
import { textPdf } from '../test-pdfs.js';

/** Small real photos: enough for the image pipeline, quick to encode. */
export interface TestImages {
  jpeg: Buffer;
  png: Buffer;
}

/** Different seeds give different sizes, so different bytes and content-hashed file names. */
export async function testImages(seed = 0): Promise<TestImages> {
  const jpeg = await sharp({ create: { width: 160 + seed, height: 120, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 120 + seed, height: 90, channels: 3, background: '#cc8800' } })
    .png()
    .toBuffer();
  return { jpeg, png };
}

/** One of each stored thing a route can name by id; drafts and unpublished ones, so staff reads differ from public ones. */
export interface Fixtures {
  galleryId: string;
  gallerySlug: string;
  imageId: string;
  eventId: string;
  eventSlug: string;
  contentId: string;
  contentSlug: string;
  messageId: string;
  /** An admission enquiry, as a verified parent's would be stored. */
  enquiryId: string;
  /** A notice scheduled years ahead: staff list it, visitors never see it. */
  noticeId: string;
  /** An invited staff member (no password yet), for the staff screen's routes. */
  staffId: string;
  /** The fixture event's one revision (it was edited once). */
  revisionId: string;
  /** A deleted message waiting in the trash. */
  trashId: string;
  /** A published document of the library (a one-page text PDF). */
  documentId: string;
  documentSlug: string;
  /** A published academic year of the fee structure (its CSV route). */
  feeYear: string;
}

let made = 0;

/** Creates the fixtures through the real API (the message straight in the store, as a verified visitor would leave it). */
export async function makeFixtures(
  api: TestApi<Pick<AppDeps, 'store' | 'identity'>>,
  token: string,
  images: TestImages,
): Promise<Fixtures> {
  const n = ++made;
  const ok = <T>(answer: { status: number; body: any }, what: string): T => {
    if (answer.status >= 300) throw new Error(`fixture ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as T;
  };
  const gallery = ok<{ _id: string; slug: string }>(
    await api.call('POST', '/galleries', { token, body: { title: `Fixture gallery ${n}`, category: 'events' } }),
    'gallery',
  );
  const withImage = ok<{ images: Array<{ _id: string }> }>(
    await uploadImages(api, gallery._id, token, [{ name: 'fixture.jpg', data: images.jpeg }]),
    'gallery image',
  );
  const event = ok<{ _id: string; slug: string }>(
    await api.call('POST', '/events', {
      token,
      body: { title: `Fixture event ${n}`, description: 'Races.', type: 'event', tags: ['sports'], startDate: '2026-02-01T09:00' },
    }),
    'event',
  );
  // One edit, so the event has a revision for the revision routes.
  ok(await api.call('PUT', `/events/${event._id}`, { token, body: { title: `Fixture event ${n} (edited)` } }), 'event edit');
  const [revision] = ok<Array<{ _id: string }>>(await api.call('GET', `/revisions/event/${event._id}`, { token }), 'revisions');
  if (!revision) throw new Error('fixture revision: the edit kept none');
  const contentSlug = `fixture-page-${n}`;
  const page = ok<{ _id: string }>(
    await api.call('POST', '/content', {
      token,
      body: { title: `Fixture page ${n}`, slug: contentSlug, content: '<p>Draft body</p>', status: 'draft' },
    }),
    'content page',
  );
  const messageId = await api.home.store.add(MESSAGES, {
    name: 'Parent',
    email: 'parent@family.example',
    subject: `Fixture message ${n}`,
    message: 'Is there a seat in class 3?',
    createdAt: new Date().toISOString(),
    read: false,
  });
  const trashId = await api.home.store.add(MESSAGES, {
    name: 'Parent',
    email: 'parent@family.example',
    subject: `Fixture deleted message ${n}`,
    message: 'Please ignore my last message.',
    createdAt: new Date().toISOString(),
    read: true,
  });
  ok(await api.call('DELETE', `/messages/${trashId}`, { token }), 'trashed message');
  const enquiryId = await api.home.store.add(ENQUIRIES, storedEnquiry({ childName: `Fixture child ${n}` }));
  const notice = ok<{ _id: string }>(
    await api.call('POST', '/notices', {
      token,
      body: { text: `Fixture notice ${n}`, kind: 'information', startsAt: '2035-01-01T09:00', endsAt: '2035-01-02T09:00' },
    }),
    'notice',
  );
  // Straight through the home's identity: the fixtures' token is an admin's, and adding staff is a superadmin's.
  const member = await api.home.identity.createUser({
    name: `Fixture member ${n}`,
    email: `fixture-member-${n}-${Date.now()}@school.example`,
    role: 'admin',
  });
  const document = ok<{ _id: string; slug: string }>(
    await sendDocument(api.url, token, { fields: documentFields(n), file: { data: textPdf(`Fixture circular ${n}`) } }),
    'document',
  );
  const feeYear = '2026-27';
  const fees = {
    intro: '',
    years: [{ year: feeYear, classes: ['I'], heads: [{ name: 'Tuition', frequency: 'monthly', amounts: [2000] }] }],
    shops: [],
  };
  ok(await api.call('PUT', '/page-texts/fees/draft', { token, body: fees }), 'fee structure draft');
  ok(await api.call('POST', '/page-texts/fees/publish', { token }), 'fee structure');
  const imageId = withImage.images[0]?._id;
  if (!imageId) throw new Error('fixture gallery image: no image in the answer');
  return {
    galleryId: gallery._id,
    gallerySlug: gallery.slug,
    imageId,
    eventId: event._id,
    eventSlug: event.slug,
    contentId: page._id,
    contentSlug,
    messageId,
    enquiryId,
    noticeId: notice._id,
    staffId: member.id,
    revisionId: revision._id,
    trashId,
    documentId: document._id,
    documentSlug: document.slug,
    feeYear,
  };
}

/**
 * The fixtures of each route under hostile requests, made at the route's first request. A route
 * whose path names a fixture (PUT /events/:id) may change it with a body it accepts, so it has a set
 * of its own, kept for all its tests; every other route names none and they share one set. Each
 * request is judged against the store just before it, so what an earlier one accepted decides no
 * later outcome. One set per route and test was most of the hardening files' work: each makes a
 * dozen requests, a photo and a PDF among them, and every set made the stores every later
 * snapshot reads larger.
 */
export function fixturesByRoute(make: () => Promise<Fixtures>): (route: { method: string; path: string }) => Promise<Fixtures> {
  const sets = new Map<string, Promise<Fixtures>>();
  return (route) => {
    const key = route.path.includes(':') ? `${route.method} ${route.path}` : 'shared';
    const set = sets.get(key) ?? make();
    sets.set(key, set);
    return set;
  };
}
