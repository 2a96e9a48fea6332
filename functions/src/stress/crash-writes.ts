import { call, type Answer } from './http.js';
import { photoForm } from './jpegs.js';
import { Mailbox, verifyAddress, visitorAddress } from './otp.js';

/** A write the server acknowledged with a 2xx: it must survive any crash that follows. */
export type Acknowledged =
  | { kind: 'message'; id: string }
  | { kind: 'news'; id: string; withImage: boolean }
  | { kind: 'gallery'; id: string }
  | { kind: 'photos'; galleryId: string; imageIds: string[] };

export interface WriterContext {
  url: string;
  token: string;
  mailbox: Mailbox;
  photos: Buffer[];
  random: () => number;
  /** Every acknowledged write so far, across restarts. */
  ledger: Acknowledged[];
  /** Counters shared by all writers: visitors get new addresses, requests are counted. */
  counters: { visitors: number; requests: number };
  /** Refusals while the server was up (4xx/5xx): a crash test must not hide plain failures. */
  refused: string[];
}

/** Answers that are not 2xx and not "no answer" (the server was killed) are refusals worth failing on. */
function acknowledged(ctx: WriterContext, what: string, answer: Answer): boolean {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status !== 0) ctx.refused.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return false;
}

const pick = <T>(items: T[], random: () => number): T | undefined => items[Math.floor(random() * items.length)];

/** One random staff or visitor write, as the site's screens make them; acknowledged ones go in the ledger. */
export async function oneWrite(ctx: WriterContext): Promise<void> {
  const { url, token, random, ledger } = ctx;
  const galleries = ledger.flatMap((entry) => (entry.kind === 'gallery' ? [entry.id] : []));
  const roll = random();
  const count = () => ctx.counters.requests++;

  if (roll < 0.3) {
    const visitor = ctx.counters.visitors++;
    const email = `crash.parent${visitor}@families.example`;
    const from = visitorAddress(visitor);
    count();
    // Verification can be cut short by the kill too; then there is no message to account for.
    const verified = await verifyAddress(url, ctx.mailbox, email, from).then(
      () => true,
      (error: Error) => {
        if (!/answered 0\b/.test(error.message)) ctx.refused.push(error.message);
        return false;
      },
    );
    if (!verified) return;
    count();
    const body = {
      name: `Parent ${visitor}`,
      email,
      subject: `Crash test ${visitor}`,
      message: 'When does the new session start?',
      consent: true,
    };
    const answer = await call(url, 'POST', '/content/contact', { body, from });
    if (acknowledged(ctx, 'contact', answer)) ledger.push({ kind: 'message', id: (answer.body as { data: { _id: string } }).data._id });
  } else if (roll < 0.5) {
    const fields = { title: `Crash news ${ctx.counters.requests}`, description: 'Sports day results are in.', type: 'news' };
    const withImage = random() < 0.5;
    count();
    const answer = withImage
      ? await call(url, 'POST', '/events', {
          token,
          form: photoForm(pick(ctx.photos, random) ?? Buffer.alloc(0), 'news.jpg', 'image', fields),
        })
      : await call(url, 'POST', '/events', { token, body: fields });
    if (acknowledged(ctx, 'news item', answer))
      ledger.push({ kind: 'news', id: (answer.body as { data: { _id: string } }).data._id, withImage });
  } else if (roll < 0.6 || galleries.length === 0) {
    count();
    const answer = await call(url, 'POST', '/galleries', {
      token,
      body: { title: `Crash gallery ${ctx.counters.requests}`, category: 'events' },
    });
    if (acknowledged(ctx, 'gallery', answer)) ledger.push({ kind: 'gallery', id: (answer.body as { data: { _id: string } }).data._id });
  } else {
    // One or two photos in one upload: the batch must join the gallery whole or not at all.
    const galleryId = pick(galleries, random) ?? '';
    const form = new FormData();
    const batch = random() < 0.5 ? 1 : 2;
    for (let i = 0; i < batch; i++) {
      const photo = pick(ctx.photos, random) ?? Buffer.alloc(0);
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    }
    count();
    const answer = await call(url, 'POST', `/galleries/${galleryId}/images`, { token, form });
    if (acknowledged(ctx, 'upload', answer)) {
      const images = (answer.body as { data: { images: Array<{ _id: string }> } }).data.images;
      ledger.push({ kind: 'photos', galleryId, imageIds: images.slice(-batch).map((image) => image._id) });
    }
  }
}

/** Writers that keep writing until `stop()`; resolves once every writer has finished its last request. */
export function startWriters(ctx: WriterContext, writers: number): { stop(): Promise<void> } {
  let running = true;
  const loops = Array.from({ length: writers }, async () => {
    while (running) await oneWrite(ctx);
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
