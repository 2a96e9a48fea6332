import { startTestApi, type TestApi } from '../api-server.js';
import { startSmtpSink } from '../smtp-sink.js';
import { testImages, type TestImages } from './fixtures.js';
import { openSnapshots } from './store-snapshot.js';

export interface Harness {
  api: TestApi;
  snapshots: ReturnType<typeof openSnapshots>;
  images: TestImages;
  close(): Promise<void>;
}

/**
 * What every hardening test starts from: the real API in its own temp DATA_DIR, a read-only view of
 * its store for snapshots, small test photos, and a real SMTP sink so verification codes go there
 * rather than to outbox files and the console.
 */
export async function startHarness(): Promise<Harness> {
  const sink = await startSmtpSink();
  const api = await startTestApi({ smtpUrl: sink.url });
  const snapshots = openSnapshots(api.home.dataDir);
  return {
    api,
    snapshots,
    images: await testImages(),
    async close() {
      snapshots.close();
      await api.close();
      await sink.stop();
    },
  };
}
