import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ITEM_KINDS } from '../../domain/registry/item-kinds.js';
import { siteSearch } from '../../domain/search/site-search.js';
import { systemClock } from '../../ports/clock.js';
import type { TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { textPdf } from '../../testing/test-pdfs.js';
import type { AppDeps } from '../deps.js';

// The site search on the Firebase home: a PDF uploaded through Hosting to the built function is found
// there (in English and from the Hindi page), and by another instance on the same Firestore, which
// learns of the write from the search's marker document alone, as a second function instance would.
describe('the site search on the Firebase home (emulators)', () => {
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  beforeAll(() => {
    api = firebaseTestApi(inject('firebase'));
  });
  afterAll(async () => api.close());

  it('finds a word only inside a PDF through Hosting, and another instance sees the upload and the delete', async () => {
    const other = siteSearch({ store: api.home.store, clock: systemClock, kinds: ITEM_KINDS });
    const word = `wombat${Date.now()}`;
    const found = async () => (await other.search({ q: word, lang: 'en', page: 1 })).results.map((result) => result.path);
    // The other instance builds its index before the upload.
    expect(await found()).toEqual([]);

    const { token } = await api.staff('admin');
    const created = await sendDocument(api.url, token, {
      fields: documentFields(Date.now(), { title: `Zoo trip ${word}` }),
      file: { data: textPdf('Zoo trip on Friday', `We will see a ${word} there.`) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/documents/${created.body.data.slug}`;

    for (const lang of ['en', 'hi']) {
      const answer = await api.call('GET', `/search?q=${word}&lang=${lang}`);
      expect([answer.status, answer.body.data.map((result: { path: string }) => result.path)]).toEqual([200, [path]]);
      expect(answer.body.data[0].snippet).toContain(`We will see a ${word} there.`);
    }
    expect(await found()).toEqual([path]);

    expect((await api.call('DELETE', `/documents/${created.body.data._id}`, { token })).status).toBe(200);
    expect(await found()).toEqual([]);
  }, 120_000);
});
