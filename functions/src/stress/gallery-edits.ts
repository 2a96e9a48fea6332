import { MAX_IMAGES_PER_UPLOAD } from '@school/shared/gallery-schemas';
import { call, inParallel, type Answer } from './http.js';
import { makeJpeg, photoForm } from './jpegs.js';

// Staff working on the same few galleries at once: photo uploads, caption edits and gallery edits
// all in flight together, then two editors saving one gallery from the same loaded version. Every
// acknowledged write must be in the gallery afterwards, and each gallery's version must have grown
// by exactly its acknowledged writes (a write lost to another would leave the count short).

export interface GalleryEditFigures {
  uploads: number;
  captionEdits: number;
  galleryEdits: number;
  acknowledged: number;
  errors: number;
  /** Acknowledged uploads or captions missing afterwards, plus versions that did not count every write. */
  lost: number;
  /** Two saves from one loaded version where not exactly one was refused with 409. */
  racesNotCaught: number;
  problems: string[];
}

type Photo = { _id: string; caption: string };
type GalleryAnswer = { _id: string; version: number; description: string; images: Photo[] };

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const galleryOf = (answer: Answer) => (answer.body as { data?: GalleryAnswer }).data;

/** `perGallery` uploads, caption edits and gallery edits on each gallery, all at once (`concurrency` in flight). */
export async function runGalleryEdits(
  url: string,
  token: string,
  galleryIds: string[],
  { perGallery, concurrency = 50, seed = 100_000 }: { perGallery: number; concurrency?: number; seed?: number },
): Promise<GalleryEditFigures> {
  const problems: string[] = [];
  const note = (problem: string) => problems.length < 20 && problems.push(problem);
  const read = async (): Promise<GalleryAnswer[]> =>
    ((await call(url, 'GET', '/galleries', { token })).body as { data?: GalleryAnswer[] }).data ?? [];
  const byId = (list: GalleryAnswer[], id: string) => list.find((gallery) => gallery._id === id);

  // Photos to caption: uploaded first, one per caption edit, so every edit names its own photo.
  const photos = await inParallel(galleryIds.length * perGallery * 2, 4, (n) => makeJpeg(seed + n, 400, 300));
  const captioned: Array<{ galleryId: string; imageId: string }> = [];
  for (const [g, galleryId] of galleryIds.entries()) {
    // In requests of at most MAX_IMAGES_PER_UPLOAD photos, one after the other, so the order is known.
    for (let first = 0; first < perGallery; first += MAX_IMAGES_PER_UPLOAD) {
      const count = Math.min(MAX_IMAGES_PER_UPLOAD, perGallery - first);
      const form = new FormData();
      for (let i = first; i < first + count; i++) {
        const photo = photos[g * perGallery + i] ?? Buffer.alloc(0);
        form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${i}.jpg`);
      }
      const answer = await call(url, 'POST', `/galleries/${galleryId}/images`, { token, form });
      const images = galleryOf(answer)?.images.slice(-count) ?? [];
      if (!ok(answer) || images.length !== count) throw new Error(`Preparing the caption photos answered ${answer.status}`);
      captioned.push(...images.map((image) => ({ galleryId, imageId: image._id })));
    }
  }
  const before = await read();

  type Task = { kind: 'upload' | 'caption' | 'gallery'; galleryId: string; n: number };
  const tasks: Task[] = galleryIds.flatMap((galleryId) =>
    Array.from({ length: perGallery }, (_, n) => [
      { kind: 'upload' as const, galleryId, n },
      { kind: 'caption' as const, galleryId, n },
      { kind: 'gallery' as const, galleryId, n },
    ]).flat(),
  );
  const results = await inParallel(tasks.length, concurrency, async (t) => {
    const task = tasks[t] as Task;
    const g = galleryIds.indexOf(task.galleryId);
    if (task.kind === 'upload') {
      const photo = photos[galleryIds.length * perGallery + g * perGallery + task.n] ?? Buffer.alloc(0);
      return { task, answer: await call(url, 'POST', `/galleries/${task.galleryId}/images`, { token, form: photoForm(photo, 'new.jpg') }) };
    }
    if (task.kind === 'caption') {
      const { imageId } = captioned[g * perGallery + task.n] ?? { imageId: '' };
      const body = { caption: `Caption ${g}.${task.n}` };
      return { task, answer: await call(url, 'PUT', `/galleries/${task.galleryId}/images/${imageId}`, { token, body }) };
    }
    // No version: an API client from before versions, which must still lose nobody's photos.
    return { task, answer: await call(url, 'PUT', `/galleries/${task.galleryId}`, { token, body: { description: `Edit ${task.n}` } }) };
  });
  const after = await read();

  let lost = 0;
  const missing = (problem: string) => {
    lost++;
    note(problem);
  };
  for (const { task, answer } of results.filter((result) => !ok(result.answer)))
    note(`${task.kind} on ${task.galleryId}: ${answer.status}`);
  for (const { task, answer } of results.filter((result) => ok(result.answer))) {
    const stored = byId(after, task.galleryId);
    const g = galleryIds.indexOf(task.galleryId);
    if (task.kind === 'upload') {
      const added = galleryOf(answer)?.images.at(-1)?._id;
      if (!stored?.images.some((image) => image._id === added)) missing(`upload ${added} to ${task.galleryId} acknowledged but missing`);
    } else if (task.kind === 'caption') {
      const { imageId } = captioned[g * perGallery + task.n] ?? { imageId: '' };
      const caption = stored?.images.find((image) => image._id === imageId)?.caption;
      if (caption !== `Caption ${g}.${task.n}`) missing(`caption of ${imageId} acknowledged but stored as ${caption}`);
    }
  }
  for (const galleryId of galleryIds) {
    const acked = results.filter((result) => result.task.galleryId === galleryId && ok(result.answer)).length;
    const grew = (byId(after, galleryId)?.version ?? 0) - (byId(before, galleryId)?.version ?? 0);
    if (grew !== acked) missing(`gallery ${galleryId}: ${acked} writes acknowledged, version grew by ${grew}`);
  }

  // Two editors, one loaded version: exactly one save may go through, the other gets the 409.
  let racesNotCaught = 0;
  const uncaught = (problem: string) => {
    racesNotCaught++;
    note(problem);
  };
  for (const galleryId of galleryIds) {
    const version = byId(after, galleryId)?.version;
    const saves = await Promise.all(
      ['first', 'second'].map((who) =>
        call(url, 'PUT', `/galleries/${galleryId}`, { token, body: { description: `Saved by the ${who} editor`, version } }),
      ),
    );
    const statuses = saves.map((save) => save.status).sort();
    if (statuses.join() !== '200,409') uncaught(`two saves from version ${version} of ${galleryId} answered ${statuses.join(', ')}`);
  }

  const errors = results.filter((result) => !ok(result.answer)).length;
  const count = (kind: Task['kind']) => results.filter((result) => result.task.kind === kind).length;
  return {
    uploads: count('upload'),
    captionEdits: count('caption'),
    galleryEdits: count('gallery'),
    acknowledged: results.length - errors,
    errors,
    lost,
    racesNotCaught,
    problems,
  };
}

export function formatGalleryEditFigures(figures: GalleryEditFigures): string {
  return [
    `concurrent gallery edits: ${figures.uploads} uploads, ${figures.captionEdits} caption edits, ${figures.galleryEdits} gallery edits; acknowledged ${figures.acknowledged}, errors ${figures.errors}`,
    `lost ${figures.lost}; two-editor races not caught ${figures.racesNotCaught}`,
    ...figures.problems.map((problem) => `  ! ${problem}`),
  ].join('\n');
}
