import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Needs the official Firestore emulator (Java 21): run through `npm run test:rules`.
let env: RulesTestEnvironment;
const visitor = () => env.unauthenticatedContext().firestore();
const signedInNoRole = () => env.authenticatedContext('parent').firestore();
const admin = () => env.authenticatedContext('admin', { role: 'admin' }).firestore();
const superadmin = () => env.authenticatedContext('super', { role: 'superadmin' }).firestore();

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-school-rules', firestore: { rules: readFileSync('firestore.rules', 'utf8') } });
});
afterAll(async () => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'galleries/published'), { title: 'Annual Day', isPublished: true });
    await setDoc(doc(db, 'galleries/draft'), { title: 'Not yet', isPublished: false });
    await setDoc(doc(db, 'events/e1'), { title: 'Sports Day', type: 'event' });
    await setDoc(doc(db, 'events/scheduled'), { title: 'Tomorrow', type: 'news', publishAt: '2099-01-01T01:30:00.000Z' });
    await setDoc(doc(db, 'events/at-once'), { title: 'Today', type: 'news', publishAt: null });
    await setDoc(doc(db, 'content/live'), { title: 'About', status: 'published' });
    await setDoc(doc(db, 'content/draft'), { title: 'Draft', status: 'draft' });
    await setDoc(doc(db, 'content/scheduled'), { title: 'Later', status: 'published', publishAt: '2099-01-01T01:30:00.000Z' });
    await setDoc(doc(db, 'documents/published'), { title: 'Holiday list', isPublished: true, publishAt: null });
    await setDoc(doc(db, 'documents/draft'), { title: 'Fee draft', isPublished: false });
    await setDoc(doc(db, 'documents/scheduled'), { title: 'Later', isPublished: true, publishAt: '2099-01-01T01:30:00.000Z' });
    await setDoc(doc(db, 'document_slugs/holiday-list'), { itemId: 'published' });
    await setDoc(doc(db, 'settings/admission'), { admissionFormLink: 'https://forms.example.com' });
    await setDoc(doc(db, 'settings/other'), { secret: true });
    await setDoc(doc(db, 'settings/school'), { name: 'Convent School Faridkot', officePhone: '+91 1639 250 100' });
    await setDoc(doc(db, 'settings/office'), { officeEmail: 'office@school.example' });
    await setDoc(doc(db, 'page_texts/about'), { texts: { subtitle: 'A school in Faridkot.' } });
    await setDoc(doc(db, 'page_text_drafts/about'), { texts: { subtitle: 'Not published yet.' } });
    await setDoc(doc(db, 'page_texts/disclosure'), { texts: { staff: { pgtCount: '14' } } });
    await setDoc(doc(db, 'page_texts/fees'), { texts: { years: [{ year: '2026-27' }] } });
    await setDoc(doc(db, 'page_text_drafts/disclosure'), { texts: { staff: { pgtCount: '15' } } });
    await setDoc(doc(db, 'page_text_drafts/fees'), { texts: { years: [{ year: '2027-28' }] } });
    await setDoc(doc(db, 'page_texts/privacy'), { texts: { subtitle: 'What we collect.' }, publication: 2 });
    await setDoc(doc(db, 'page_text_drafts/privacy'), { texts: { subtitle: 'A change not yet published.' } });
    await setDoc(doc(db, 'messages/consented'), {
      email: 'parent@example.com',
      consent: { noticeVersion: 2, agreedAt: 'x', locale: 'hi' },
    });
    await setDoc(doc(db, 'documents/certificate'), { title: 'Fire safety', isPublished: true, publishAt: null, disclosure: 'fire-safety' });
    await setDoc(doc(db, 'documents/certificate-draft'), { title: 'State NOC', isPublished: false, disclosure: 'state-noc' });
    await setDoc(doc(db, 'messages/m1'), { email: 'parent@example.com' });
    await setDoc(doc(db, 'enquiries/e1'), { reference: 'ENQ-2027-0001', email: 'parent@example.com', status: 'new' });
    await setDoc(doc(db, 'enquiry_counters/2027'), { last: 1 });
    await setDoc(doc(db, 'subscribers/s1'), { email: 'parent@example.com', status: 'confirmed', topics: ['news'], audience: ['news'] });
    await setDoc(doc(db, 'announcements/event-e1'), { kind: 'event', itemId: 'e1', topic: 'news', state: 'queued' });
    await setDoc(doc(db, 'mail_jobs/mail-1'), { subscriberId: 's1', announcements: ['event-e1'], status: 'sent' });
    await setDoc(doc(db, 'server_secrets/subscription-links'), { key: 'ab'.repeat(32) });
    await setDoc(doc(db, 'settings/mailing'), { delivery: 'weekly' });
    const hour = 3_600_000;
    const notice = (from: number, to: number) => ({
      text: 'Closed today',
      kind: 'closure',
      startsAtMs: Date.now() + from * hour,
      endsAtMs: Date.now() + to * hour,
    });
    await setDoc(doc(db, 'notices/showing'), notice(-1, 1));
    await setDoc(doc(db, 'notices/scheduled'), notice(24, 48));
    await setDoc(doc(db, 'notices/ended'), notice(-48, -24));
    await setDoc(doc(db, 'accounts/a1'), { passwordHash: 'x' });
  });
});

describe('galleries', () => {
  it('visitors read published ones only', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'galleries/published')));
    await assertFails(getDoc(doc(visitor(), 'galleries/draft')));
  });
  it('staff read drafts and write; others do not write', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'galleries/draft')));
    await assertSucceeds(setDoc(doc(superadmin(), 'galleries/new'), { title: 'x', isPublished: false }));
    await assertFails(setDoc(doc(visitor(), 'galleries/new'), { title: 'x', isPublished: true }));
    await assertFails(setDoc(doc(signedInNoRole(), 'galleries/new'), { title: 'x', isPublished: true }));
    await assertFails(deleteDoc(doc(signedInNoRole(), 'galleries/published')));
  });
});

describe('events and news', () => {
  it('visitors read, except an item with a publish time (only the API shows it, from that time)', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'events/e1')));
    await assertSucceeds(getDoc(doc(visitor(), 'events/at-once')));
    await assertFails(getDoc(doc(visitor(), 'events/scheduled')));
    await assertSucceeds(getDoc(doc(admin(), 'events/scheduled')));
  });
  it('only staff write', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'events/e2'), { title: 'x' }));
    await assertFails(setDoc(doc(visitor(), 'events/e2'), { title: 'x' }));
    await assertFails(deleteDoc(doc(signedInNoRole(), 'events/e1')));
  });
});

describe('content pages', () => {
  it('visitors read published pages only', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'content/live')));
    await assertFails(getDoc(doc(visitor(), 'content/draft')));
    await assertFails(getDoc(doc(visitor(), 'content/scheduled')));
    await assertSucceeds(getDoc(doc(admin(), 'content/scheduled')));
  });
  it('staff read drafts and write; others do not', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'content/draft')));
    await assertSucceeds(setDoc(doc(admin(), 'content/p2'), { title: 'x', status: 'draft' }));
    await assertFails(setDoc(doc(signedInNoRole(), 'content/p2'), { title: 'x', status: 'published' }));
  });
});

describe('documents', () => {
  it("visitors read published ones only (a scheduled one only through the API); slug claims are the server's", async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'documents/published')));
    await assertFails(getDoc(doc(visitor(), 'documents/draft')));
    await assertFails(getDoc(doc(visitor(), 'documents/scheduled')));
    await assertFails(getDoc(doc(admin(), 'document_slugs/holiday-list')));
  });
  it('staff read drafts and write; others do not', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'documents/draft')));
    await assertSucceeds(setDoc(doc(admin(), 'documents/d2'), { title: 'x', isPublished: false }));
    await assertFails(setDoc(doc(visitor(), 'documents/d2'), { title: 'x', isPublished: true }));
    await assertFails(setDoc(doc(signedInNoRole(), 'documents/d2'), { title: 'x', isPublished: true }));
  });
});

describe('admission link', () => {
  it('visitors read, staff write, nobody else writes', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'settings/admission')));
    await assertSucceeds(setDoc(doc(admin(), 'settings/admission'), { admissionFormLink: '' }));
    await assertFails(setDoc(doc(visitor(), 'settings/admission'), { admissionFormLink: 'https://evil.example' }));
  });
});

describe('school settings', () => {
  it('visitors read the public facts; only admins and superadmins write them', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'settings/school')));
    await assertSucceeds(setDoc(doc(admin(), 'settings/school'), { name: 'Convent School' }));
    await assertSucceeds(setDoc(doc(superadmin(), 'settings/school'), { name: 'Convent School' }));
    await assertFails(setDoc(doc(visitor(), 'settings/school'), { officePhone: '+91 0000 000 000' }));
    await assertFails(setDoc(doc(signedInNoRole(), 'settings/school'), { officePhone: '+91 0000 000 000' }));
  });

  it("the office's address is for staff only", async () => {
    await assertFails(getDoc(doc(visitor(), 'settings/office')));
    await assertFails(getDoc(doc(signedInNoRole(), 'settings/office')));
    await assertFails(setDoc(doc(signedInNoRole(), 'settings/office'), { officeEmail: 'thief@evil.example' }));
    await assertSucceeds(getDoc(doc(admin(), 'settings/office')));
    await assertSucceeds(setDoc(doc(admin(), 'settings/office'), { officeEmail: 'office@school.example' }));
  });
});

describe('page texts', () => {
  it('visitors read the published texts; only staff write them', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'page_texts/about')));
    await assertSucceeds(setDoc(doc(admin(), 'page_texts/about'), { texts: {} }));
    await assertSucceeds(setDoc(doc(superadmin(), 'page_texts/home'), { texts: {} }));
    await assertFails(setDoc(doc(visitor(), 'page_texts/about'), { texts: {} }));
    await assertFails(setDoc(doc(signedInNoRole(), 'page_texts/about'), { texts: {} }));
    await assertFails(deleteDoc(doc(signedInNoRole(), 'page_texts/about')));
  });
  it('drafts are for staff only', async () => {
    await assertFails(getDoc(doc(visitor(), 'page_text_drafts/about')));
    await assertFails(getDoc(doc(signedInNoRole(), 'page_text_drafts/about')));
    await assertFails(setDoc(doc(signedInNoRole(), 'page_text_drafts/about'), { texts: {} }));
    await assertSucceeds(getDoc(doc(admin(), 'page_text_drafts/about')));
    await assertSucceeds(setDoc(doc(superadmin(), 'page_text_drafts/about'), { texts: {} }));
    await assertSucceeds(deleteDoc(doc(admin(), 'page_text_drafts/about')));
  });
});

// Issue 36: the Mandatory Public Disclosure and the fee structure are two more fixed pages (documents
// of page_texts and page_text_drafts), and a certificate's disclosure item a field of its document:
// the rules above cover them; these say so.
describe('the disclosure and fee pages, and the certificates', () => {
  it('visitors read the published disclosure and fee texts, never their drafts, and write neither', async () => {
    for (const page of ['disclosure', 'fees']) {
      await assertSucceeds(getDoc(doc(visitor(), `page_texts/${page}`)));
      await assertFails(getDoc(doc(visitor(), `page_text_drafts/${page}`)));
      await assertFails(getDoc(doc(signedInNoRole(), `page_text_drafts/${page}`)));
      for (const db of [visitor(), signedInNoRole()]) {
        await assertFails(setDoc(doc(db, `page_texts/${page}`), { texts: {} }));
        await assertFails(setDoc(doc(db, `page_text_drafts/${page}`), { texts: {} }));
        await assertFails(deleteDoc(doc(db, `page_texts/${page}`)));
      }
      await assertSucceeds(getDoc(doc(admin(), `page_text_drafts/${page}`)));
      await assertSucceeds(setDoc(doc(admin(), `page_text_drafts/${page}`), { texts: {} }));
      await assertSucceeds(setDoc(doc(superadmin(), `page_texts/${page}`), { texts: {} }));
    }
  });
  it("a certificate's disclosure item is read and written as its document is", async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'documents/certificate')));
    await assertFails(getDoc(doc(visitor(), 'documents/certificate-draft')));
    const moved = { title: 'Fire safety', isPublished: true, publishAt: null, disclosure: 'building-safety' };
    await assertFails(setDoc(doc(visitor(), 'documents/certificate'), moved));
    await assertFails(setDoc(doc(signedInNoRole(), 'documents/certificate'), moved));
    await assertSucceeds(setDoc(doc(admin(), 'documents/certificate'), moved));
  });
});

// Issue 37: the privacy notice is one more fixed page, and a message's consent a field of the message,
// which no visitor or signed-in stranger reads or writes (only the Cloud Function does).
describe('the privacy notice and the consent kept with a message', () => {
  it('visitors read the published notice, never its draft, and write neither', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'page_texts/privacy')));
    await assertFails(getDoc(doc(visitor(), 'page_text_drafts/privacy')));
    for (const db of [visitor(), signedInNoRole()]) {
      await assertFails(setDoc(doc(db, 'page_texts/privacy'), { texts: {}, publication: 99 }));
      await assertFails(setDoc(doc(db, 'page_text_drafts/privacy'), { texts: {} }));
    }
    await assertSucceeds(getDoc(doc(admin(), 'page_text_drafts/privacy')));
  });
  it('nobody but the server reads or forges a message and its consent', async () => {
    for (const db of [visitor(), signedInNoRole()]) {
      await assertFails(getDoc(doc(db, 'messages/consented')));
      await assertFails(
        setDoc(doc(db, 'messages/forged'), { email: 'x@example.com', consent: { noticeVersion: 1, agreedAt: 'x', locale: 'en' } }),
      );
    }
  });
});

describe('admission enquiries (issue 38)', () => {
  it('nobody but the server reads, forges or renumbers an enquiry: a family’s details go through the API, staff only', async () => {
    for (const db of [visitor(), signedInNoRole(), admin(), superadmin()]) {
      await assertFails(getDoc(doc(db, 'enquiries/e1')));
      await assertFails(setDoc(doc(db, 'enquiries/forged'), { reference: 'ENQ-2027-0002', email: 'x@example.com', status: 'admitted' }));
      await assertFails(updateDoc(doc(db, 'enquiries/e1'), { status: 'admitted' }));
      await assertFails(getDoc(doc(db, 'enquiry_counters/2027')));
      await assertFails(setDoc(doc(db, 'enquiry_counters/2027'), { last: 0 }));
    }
  });
});

describe('e-mail subscriptions and the mail to subscribers (issue 39)', () => {
  it('nobody but the server reads or writes a subscriber, an announcement, the mail queue or the links’ signing key', async () => {
    for (const db of [visitor(), signedInNoRole(), admin(), superadmin()]) {
      await assertFails(getDoc(doc(db, 'subscribers/s1')));
      await assertFails(setDoc(doc(db, 'subscribers/forged'), { email: 'x@example.com', status: 'confirmed', audience: ['news'] }));
      await assertFails(updateDoc(doc(db, 'subscribers/s1'), { topics: ['events'] }));
      await assertFails(getDoc(doc(db, 'announcements/event-e1')));
      await assertFails(setDoc(doc(db, 'announcements/event-forged'), { kind: 'event', itemId: 'x', state: 'waiting' }));
      await assertFails(getDoc(doc(db, 'mail_jobs/mail-1')));
      await assertFails(updateDoc(doc(db, 'mail_jobs/mail-1'), { status: 'queued' }));
      await assertFails(getDoc(doc(db, 'server_secrets/subscription-links')));
      await assertFails(setDoc(doc(db, 'server_secrets/subscription-links'), { key: '00' }));
    }
  });
  it('the setting of when mail goes is not the public settings’: only the server reads it', async () => {
    for (const db of [visitor(), signedInNoRole()]) await assertFails(getDoc(doc(db, 'settings/mailing')));
  });
});

describe('notices', () => {
  it('visitors read only the notice that shows now', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'notices/showing')));
    await assertFails(getDoc(doc(visitor(), 'notices/scheduled')));
    await assertFails(getDoc(doc(visitor(), 'notices/ended')));
    await assertFails(getDoc(doc(signedInNoRole(), 'notices/scheduled')));
  });
  it('staff read every notice and write; nobody else writes', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'notices/scheduled')));
    await assertSucceeds(getDoc(doc(superadmin(), 'notices/ended')));
    await assertSucceeds(setDoc(doc(admin(), 'notices/new'), { text: 'Sports day moved', kind: 'information' }));
    await assertSucceeds(deleteDoc(doc(superadmin(), 'notices/ended')));
    await assertFails(setDoc(doc(visitor(), 'notices/showing'), { text: 'School closed forever' }));
    await assertFails(setDoc(doc(signedInNoRole(), 'notices/fake'), { text: 'Holiday!', kind: 'emergency' }));
    await assertFails(deleteDoc(doc(signedInNoRole(), 'notices/showing')));
  });
});

// Password-reset requests waiting to be mailed (issue 32) name the e-mails someone typed: the server's alone.
describe('password-reset mails waiting to be sent', () => {
  it("are the server's alone: no browser reads, lists, adds or removes one, staff included", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'reset_mail_queue/j1'), { email: 'member@school.example', purpose: 'link', attempts: 0 });
    });
    for (const db of [visitor(), signedInNoRole(), admin(), superadmin()]) {
      await assertFails(getDoc(doc(db, 'reset_mail_queue/j1')));
      await assertFails(getDocs(collection(db, 'reset_mail_queue')));
      await assertFails(setDoc(doc(db, 'reset_mail_queue/j2'), { email: 'someone@school.example', purpose: 'link', attempts: 0 }));
      await assertFails(deleteDoc(doc(db, 'reset_mail_queue/j1')));
    }
  });
});

describe('everything else', () => {
  it('is closed to every browser, staff included', async () => {
    // Sessions and password links (issue 23) hold hashes of staff secrets: the server's alone.
    // The audit log (issue 24) names staff and what they did: read through the API, superadmin only.
    for (const path of [
      'messages/m1',
      'accounts/a1',
      'settings/other',
      'otps/x',
      'sessions/s1',
      'password_links/l1',
      'rate_limits/r1',
      // Revisions (issue 24) keep earlier versions, drafts included: read and restored through the API, staff only.
      'revisions/r1',
      'audit_log/e1',
      // The trash (issue 24) holds deleted things whole: listed and restored through the API, staff only.
      'trash/t1',
      // The record of the data migrations that have run (domain/migrations): the server's alone.
      'migrations/1',
      // The site search's marker (domain/search): a forged token would only make every instance rebuild, but no browser writes it.
      'search_state/index',
    ]) {
      await assertFails(getDoc(doc(visitor(), path)));
      await assertFails(getDoc(doc(superadmin(), path)));
      await assertFails(setDoc(doc(superadmin(), path), { x: 1 }));
    }
  });
});
