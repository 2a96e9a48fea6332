import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Every mail in an outbox folder of .eml files (the embedded home's, or a sink's), oldest first. */
export async function outboxMails(outbox: string): Promise<ParsedMail[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(join(outbox, name)))));
}
