import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { plantParent, walkPersonalData } from '../../testing/personal-data-scenario.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { verifyEmail } from '../../testing/verify-email.js';

// "A person's data" on the embedded home: the parent's messages come through the real contact form
// (a code mailed to a real SMTP server, read back and verified), into a real SQLite file.
describe("a person's data over HTTP (embedded home)", () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: 'office@school.example' });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('finds, exports, corrects and erases every record of a parent, and the audit log keeps no trace of the address', async () => {
    const parent = await plantParent(api, async (email, subject) => {
      await verifyEmail(api, sink.messages, email);
      const sent = await api.call('POST', '/content/contact', {
        body: { name: 'Harpreet Kaur', email, subject, message: 'Please call me back.', consent: true },
      });
      return sent.body.data._id as string;
    });
    await walkPersonalData(api, parent);
  });
});
