import { startTestApi, type TestApi } from '../api-server.js';
import { resetMailsHandled } from '../reset-mail-wait.js';
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
  const stored = openSnapshots(api.home.dataDir);
  // A "Forgot password?" answer comes before its mail (domain/accounts/reset-mails.ts): a snapshot
  // waits for that work, so it counts for the request that caused it and never for the next one.
  const snapshots: Harness['snapshots'] = {
    ...stored,
    take: async () => {
      await resetMailsHandled(api.home.store);
      return stored.take();
    },
  };
  return {
    api,
    snapshots,
    images: await testImages(),
    async close() {
      stored.close();
      await api.close();
      await sink.stop();
    },
  };
}
