import { inject } from 'vitest';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { photoRetentionSuite } from '../../testing/photo-retention.js';

// The Firebase home: requests through Hosting to the built function, stored in the Firestore
// stand-in, photos loaded from the Storage fake at the address the API gave, as a browser would.
photoRetentionSuite('Firebase home', async () => ({
  api: firebaseTestApi(inject('firebase')),
  answers: async (url) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/');
  },
}));
