import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { removedMemberStaysSignedOut } from '../../testing/hardening/removed-member.js';
import { passwordLinkFromMail } from '../../testing/password-link-mail.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';

// Issue 32, item 2 on the embedded home, whose account ids are hashes of the e-mail: the same
// address invited again gets the same id. (The Firebase home runs the same in firebase-attacks.test.ts.)
describe('a removed member (embedded home)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('never gets the old session back when the same e-mail is invited again', async () => {
    await removedMemberStaysSignedOut(api, async (email) => passwordLinkFromMail(sink.messages, email));
  });
});
