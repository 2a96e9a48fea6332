import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests. With `outbox`, it
 * also writes each one there as an .eml file, named as the embedded home names its outbox's (ISO
 * time first), so tests in other processes read codes the same way in both homes.
 */
export async function startSmtpSink(outbox?: string): Promise<{ url: string; messages: ParsedMail[]; stop: () => Promise<void> }> {
  const messages: ParsedMail[] = [];
  let received = 0;
  if (outbox) mkdirSync(outbox, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
