import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FeesTexts } from '@school/shared/fee-schemas';
import { DOCUMENTS } from '../../domain/collections.js';
import type { TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { textPdf } from '../../testing/test-pdfs.js';
import type { AppDeps } from '../deps.js';

// What a school must publish (issue 36) on the Firebase home: the fee page's texts saved as a draft
// and published through Hosting and the built function into Firestore, read back by a visitor; and
// a certificate keeps the disclosure item it was uploaded under. The emulators are shared with the
// other Firebase tests (the seed's among them), so each value here carries its own stamp.
describe('the disclosure and fee pages on the Firebase home (emulators)', () => {
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  beforeAll(() => {
    api = firebaseTestApi(inject('firebase'));
  });
  afterAll(async () => api.close());

  it('saves and publishes the fee structure; a visitor reads it only once published, never the draft', async () => {
    const { token } = await api.staff('admin');
    const intro = `Fees as approved, ${Date.now()}`;
    const fees: FeesTexts = {
      intro,
      years: [
        {
          year: '2026-27',
          classes: ['Nursery', 'I'],
          heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: [2350, 2780] }],
        },
      ],
      shops: [{ name: 'Bansal Book Depot', address: 'Main Bazaar, Faridkot', phone: '+91 98140 23456' }],
    };
    const translations = { pa: { years: [{ classes: ['ਨਰਸਰੀ'], heads: [{ name: 'ਟਿਊਸ਼ਨ ਫ਼ੀਸ' }] }] } };
    const saved = await api.call('PUT', '/page-texts/fees/draft', { token, body: { ...fees, translations } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api.call('GET', '/page-texts/fees')).body.data.texts.intro).not.toBe(intro);
    expect((await api.call('GET', '/page-texts/fees/draft')).status).toBe(401);

    expect((await api.call('POST', '/page-texts/fees/publish', { token })).status).toBe(200);
    const read = await api.call('GET', '/page-texts/fees');
    expect(read.status).toBe(200);
    expect(read.body.data.texts).toEqual(fees);
    expect(read.body.data.translations.pa.years[0]).toMatchObject({ classes: ['ਨਰਸਰੀ', ''], heads: [{ name: 'ਟਿਊਸ਼ਨ ਫ਼ੀਸ' }] });
  }, 120_000);

  it('keeps the disclosure item a certificate is uploaded under, in Firestore and in what the API answers', async () => {
    const { token } = await api.staff('admin');
    const title = `Fire safety certificate ${Date.now()}`;
    const fields = documentFields(Date.now(), { title, category: 'certificate', classes: [], disclosure: 'fire-safety' });
    const created = await sendDocument(api.url, token, { fields, file: { data: textPdf(title) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.disclosure).toBe('fire-safety');
    expect((await api.call('GET', `/documents/slug/${created.body.data.slug}`)).body.data.disclosure).toBe('fire-safety');
    expect(await api.home.store.get(DOCUMENTS, created.body.data._id)).toMatchObject({ disclosure: 'fire-safety' });
    const wrong = await sendDocument(api.url, token, { fields: { ...fields, disclosure: 'pollution' }, file: { data: textPdf(title) } });
    expect(wrong.status).toBe(400);
  }, 120_000);
});
