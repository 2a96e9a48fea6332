import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

/** How the sink treats each recipient, for tests of a slow or failing mail server. */
export interface SinkBehaviour {
  /** Milliseconds before the recipient is accepted (0: at once): a slow mail server. */
  delayFor?: (recipient: string) => number;
  /** true to refuse the recipient with a 451 ("try again later"): a mail server briefly unable to take it. */
  refuse?: (recipient: string) => boolean;
  /** true to refuse the recipient for good with a 550 ("no such mailbox"): a hard bounce. */
  reject?: (recipient: string) => boolean;
}

/**
 * For a sink that other processes mail through (the Firebase tests' one, vitest.global-setup.ts),
 * where a test cannot change its behaviour: addresses starting SLOW_RECIPIENT.prefix are accepted
 * after SLOW_RECIPIENT.delayMs, and one starting REFUSED_ONCE_PREFIX is refused the first time.
 */
export const SLOW_RECIPIENT = { prefix: 'slow-smtp-', delayMs: 3_000 };
export const REFUSED_ONCE_PREFIX = 'refused-once-';

export function slowAndRefusingRecipients(): SinkBehaviour {
  const refused = new Set<string>();
  return {
    delayFor: (recipient) => (recipient.startsWith(SLOW_RECIPIENT.prefix) ? SLOW_RECIPIENT.delayMs : 0),
    refuse: (recipient) => recipient.startsWith(REFUSED_ONCE_PREFIX) && !refused.has(recipient) && !!refused.add(recipient),
  };
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests. With `outbox`, it
 * also writes each one there as an .eml file, named as the embedded home names its outbox's (ISO
 * time first), so tests in other processes read codes the same way in both homes.
 */
export async function startSmtpSink(
  outbox?: string,
  behaviour: SinkBehaviour = {},
): Promise<{ url: string; messages: ParsedMail[]; stop: () => Promise<void> }> {
  const messages: ParsedMail[] = [];
  let received = 0;
  if (outbox) mkdirSync(outbox, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      if (behaviour.reject?.(address)) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        return;
      }
      if (behaviour.refuse?.(address)) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      const delay = behaviour.delayFor?.(address) ?? 0;
      if (delay > 0) setTimeout(() => callback(), delay);
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (outbox) writeFileSync(join(outbox, `${new Date().toISOString()}-${String(++received).padStart(4, '0')}.eml`), raw);
        simpleParser(raw)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client that dies mid-mail (a server killed by a crash test) resets its connection: not the sink's failure.
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
