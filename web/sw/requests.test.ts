import { describe, expect, it } from 'vitest';
import { publicCalls, SITE_CALLS } from '../src/lib/public-calls';
import { isBackOffice, isKeptPage, isKeptRead, isPublicPage, localeOf, pageDataAnswers, withSchoolName } from './requests';

// What the service worker may keep (issue 39, item 4): public pages and the public reads they are made
// of; never the back office, a staff member's call, or an answer with personal data.

const visitor = { method: 'GET', headers: new Headers({ accept: 'application/json' }) };
const staff = { method: 'GET', headers: new Headers({ authorization: 'Bearer abc' }) };
const pathOf = (call: string) => `/api${call.split('?')[0] ?? ''}`;

describe('the service worker keeps', () => {
  it('public pages in every language, and not the back office, the API, files or named files', () => {
    for (const path of ['/', '/news', '/news/sports-day', '/pa', '/pa/about/mission', '/hi/documents/fees-2026', '/media/annual-day']) {
      expect(isPublicPage(path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/messages/123',
      '/api/settings',
      '/files/galleries/a/b.webp',
      '/assets/index-abc.js',
      '/sw.js',
      '/robots.txt',
      '/manifest.webmanifest',
      '/pa/manifest.webmanifest',
      '/offline/en.html',
      '/sitemap.xml',
    ]) {
      expect(isPublicPage(path), path).toBe(false);
    }
    expect([isBackOffice('/admin'), isBackOffice('/admin/news'), isBackOffice('/administration')]).toEqual([true, true, false]);
    // The search's result pages are answered, never kept: one per query a visitor typed.
    expect(['/search', '/pa/search', '/hi/search', '/news', '/pages/search'].map(isKeptPage)).toEqual([false, false, false, true, true]);
  });

  it('every read a public page makes, as a visitor asks it', () => {
    const calls = [
      ...SITE_CALLS,
      publicCalls.pageTexts('home'),
      publicCalls.eventPage({ tag: 'sports' }),
      publicCalls.item('sports-day'),
      publicCalls.galleryPage(),
      publicCalls.gallery('annual-day'),
      publicCalls.page('uniform'),
      publicCalls.documentPage({}),
      publicCalls.document('fees-2026'),
      publicCalls.disclosureDocuments,
    ];
    for (const call of calls) expect(isKeptRead(pathOf(call), visitor), call).toBe(true);
  });

  it("no call with a token, no write, no personal data and no visitor's words", () => {
    expect(isKeptRead('/api/settings', staff)).toBe(false);
    expect(isKeptRead('/api/events', { method: 'POST', headers: new Headers() })).toBe(false);
    for (const path of [
      '/api/settings/admin',
      '/api/auth/me',
      '/api/messages',
      '/api/enquiries',
      '/api/enquiries/123',
      '/api/staff',
      '/api/audit',
      '/api/notices',
      '/api/content',
      '/api/search',
      '/api/documents/slug/fees/file',
      '/api/page-texts/home/draft',
      '/api/events/slug/',
    ]) {
      expect(isKeptRead(path, visitor), path).toBe(false);
    }
  });
});

describe("a page's embedded answers", () => {
  it('are read back as the API answers they were, the failed ones left out', () => {
    // As web/src/lib/page-data.tsx's pageDataScript writes it: JSON with <, > and & escaped.
    const data = {
      '/settings': { status: 200, body: { success: true, data: { name: 'School </script> & <b>' } } },
      '/notices/current': { status: 200, body: { success: true, data: null } },
      '/events/slug/gone': { status: 404, body: { success: false, error: 'Not found' } },
    };
    const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
    const html = `<div id="root">x</div><script id="page-data" type="application/json">${json}</script></body>`;
    expect(pageDataAnswers(html)).toEqual([
      ['/api/settings', { success: true, data: { name: 'School </script> & <b>' } }],
      ['/api/notices/current', { success: true, data: null }],
    ]);
    expect(pageDataAnswers('<p>no data</p>')).toEqual([]);
    expect(pageDataAnswers('<script id="page-data" type="application/json">{broken</script>')).toEqual([]);
  });
});

describe('the offline page', () => {
  it("is in the language of the address, with the school's name as last kept, escaped", () => {
    expect([localeOf('/'), localeOf('/pa'), localeOf('/pa/news/x'), localeOf('/hi/about'), localeOf('/pages/hindi')]).toEqual([
      'en',
      'pa',
      'pa',
      'hi',
      'en',
    ]);
    const page = '<header><span><!--school-name--></span></header>';
    expect(withSchoolName(page, { success: true, data: { name: 'St. Mary’s <School>' } })).toBe(
      '<header><span>St. Mary’s &lt;School&gt;</span></header>',
    );
    expect(withSchoolName(page, null)).toBe('<header><span></span></header>');
  });
});
