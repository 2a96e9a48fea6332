import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { MESSAGES } from '../../domain/collections.js';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { plantParent, walkPersonalData } from '../../testing/personal-data-scenario.js';
import type { AppDeps } from '../deps.js';

// "A person's data" on the Firebase home: the Cloud Function behind the Hosting emulator, on the
// emulated Firestore, where the trash's copies are found by the nested field `item.email`. The
// messages are stored as the contact form stores them (its code mail is the embedded test's to read).
describe("a person's data on the Firebase home (emulators)", () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;

  beforeAll(() => {
    api = firebaseTestApi(hosts);
  });
  afterAll(async () => api.close());

  it('finds, exports, corrects and erases every record of a parent, and the audit log keeps no trace of the address', async () => {
    const parent = await plantParent(api, (email, subject) =>
      api.home.store.add(MESSAGES, {
        name: 'Harpreet Kaur',
        email,
        subject,
        message: 'Please call me back.',
        createdAt: new Date().toISOString(),
        read: false,
        version: 1,
        titleWords: [],
      }),
    );
    await walkPersonalData(api, parent);
  }, 120_000);
});
