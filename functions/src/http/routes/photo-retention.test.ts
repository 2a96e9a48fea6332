import { startTestApi } from '../../testing/api-server.js';
import { fileBehind } from '../../testing/gallery-uploads.js';
import { photoRetentionSuite } from '../../testing/photo-retention.js';

// The embedded home (real SQLite, files on disk): a photo's address is /files/<key>, served from the
// files folder as it is stored, so the stored file is what a visitor gets.
photoRetentionSuite('embedded home', async () => {
  const api = await startTestApi();
  return { api, answers: async (url) => (await fileBehind(api, url)) !== null };
});
