import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { feedKeepsStaffTextsAsText } from '../../testing/hardening/feed-injection.js';

// Issue 32, item 7 on the embedded home (the Firebase home runs the same in firebase-attacks.test.ts).
describe('the news feed (embedded home)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('keeps a title or description with several ]]> as text, read back by a real XML parser', async () => {
    await feedKeepsStaffTextsAsText(api);
  });
});
