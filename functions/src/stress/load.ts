import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { createStaffAccount, readDocuments, signIn } from './data-dir.js';
import { call, closeAgents, inParallel, retries } from './http.js';
import { makeJpeg, photoForm } from './jpegs.js';
import { Mailbox, verifyAddress, visitorAddress } from './otp.js';
import { startServerProcess } from './server-process.js';
import { checkLoad, type ContactSent, type LoadFigures, type UploadSent } from './load-check.js';
import { GALLERIES, MESSAGES } from '../domain/collections.js';
import { runGalleryEdits, type GalleryEditFigures } from './gallery-edits.js';

export type { LoadFigures } from './load-check.js';

export interface LoadOptions {
  contacts: number;
  uploads: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Galleries the uploads are spread over: several uploads race for each gallery's document. */
  galleries?: number;
  /** Then, on the same galleries: this many uploads, caption edits and gallery edits each, all at once (gallery-edits.ts). */
  galleryEdits?: number;
  log?: (line: string) => void;
}

/**
 * Starts the real embedded server as a child process on a fresh DATA_DIR, verifies `contacts`
 * addresses through the OTP mails, then sends every contact message and photo upload at once
 * (`concurrency` in flight) and checks that each acknowledged write is stored exactly once.
 */
export async function runLoad({
  contacts,
  uploads,
  concurrency = 50,
  galleries = 4,
  galleryEdits = 0,
  log = () => {},
}: LoadOptions): Promise<LoadFigures & { galleryEdits?: GalleryEditFigures }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-load-'));
  const sink = await startSmtpSink();
  try {
    await createStaffAccount(dataDir);
    const server = await startServerProcess({ dataDir, smtpUrl: sink.url });
    try {
      const { url } = server;
      const token = await signIn(url);
      const galleryIds = await inParallel(galleries, galleries, async (g) => {
        const answer = await call(url, 'POST', '/galleries', { token, body: { title: `Load gallery ${g}`, category: 'events' } });
        if (answer.status !== 201) throw new Error(`Creating a gallery answered ${answer.status}`);
        return (answer.body as { data: { _id: string } }).data._id;
      });
      const photos = await inParallel(uploads, 4, (j) => makeJpeg(j + 1));
      const run = Date.now().toString(36);
      const email = (i: number) => `parent${i}.${run}@families.example`;

      const verifyStart = Date.now();
      const mailbox = new Mailbox(sink.messages);
      await inParallel(contacts, concurrency, (i) => verifyAddress(url, mailbox, email(i), visitorAddress(i)));
      log(`Verified ${contacts} addresses through the OTP mails in ${((Date.now() - verifyStart) / 1000).toFixed(1)} s`);

      // Contacts and uploads interleaved, so photo processing and small writes compete as on a real day.
      const schedule = interleave(contacts, uploads);
      const sentContacts: ContactSent[] = [];
      const sentUploads: UploadSent[] = [];
      const started = Date.now();
      const retriesBefore = retries.count;
      await inParallel(schedule.length, concurrency, async (n) => {
        const task = schedule[n];
        if (task?.kind === 'upload') {
          const galleryId = galleryIds[task.index % galleries] ?? '';
          const form = photoForm(photos[task.index] ?? Buffer.alloc(0), `photo-${task.index}.jpg`);
          sentUploads.push({ galleryId, answer: await call(url, 'POST', `/galleries/${galleryId}/images`, { token, form }) });
        } else if (task) {
          const i = task.index;
          const subject = `Load ${run} #${i}`;
          const body = {
            name: `Parent ${i}`,
            email: email(i),
            subject,
            message: `Question ${i} about admissions for next year.`,
            consent: true,
          };
          sentContacts.push({ subject, answer: await call(url, 'POST', '/content/contact', { body, from: visitorAddress(i) }) });
        }
      });
      const durationMs = Date.now() - started;
      const resent = retries.count - retriesBefore;

      const inbox = await call(url, 'GET', '/messages?limit=1', { token });
      const listed = await call(url, 'GET', '/galleries', { token });
      const fileExists = async (key: string) =>
        stat(join(dataDir, 'files', key)).then(
          () => true,
          () => false,
        );
      const served = async (path: string) => (await fetch(url + path)).status === 200;
      const figures = await checkLoad({
        sentContacts,
        sentUploads,
        storedMessages: readDocuments<{ subject: string }>(dataDir, MESSAGES),
        inboxTotal: (inbox.body as { unread?: number }).unread ?? -1,
        listedGalleries: (listed.body as { data?: Parameters<typeof checkLoad>[0]['listedGalleries'] }).data ?? [],
        storedGalleries: readDocuments(dataDir, GALLERIES),
        fileExists,
        served,
        resent,
        durationMs,
      });
      if (galleryEdits === 0) return figures;
      return { ...figures, galleryEdits: await runGalleryEdits(url, token, galleryIds, { perGallery: galleryEdits, concurrency }) };
    } finally {
      await server.stop();
    }
  } finally {
    closeAgents();
    await sink.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Uploads spread evenly among the contact messages. */
function interleave(contacts: number, uploads: number): Array<{ kind: 'contact' | 'upload'; index: number }> {
  const total = contacts + uploads;
  const schedule: Array<{ kind: 'contact' | 'upload'; index: number }> = [];
  let contact = 0;
  let upload = 0;
  for (let n = 0; n < total; n++) {
    const uploadHere = Math.floor(((n + 1) * uploads) / total) > Math.floor((n * uploads) / total);
    schedule.push(uploadHere ? { kind: 'upload', index: upload++ } : { kind: 'contact', index: contact++ });
  }
  return schedule;
}
