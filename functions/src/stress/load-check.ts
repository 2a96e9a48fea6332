import type { Answer } from './http.js';

export interface ContactSent {
  subject: string;
  answer: Answer;
}
export interface UploadSent {
  galleryId: string;
  answer: Answer;
}

export interface LoadFigures {
  requests: number;
  acknowledged: number;
  errors: number;
  /** errors / requests. */
  errorRate: number;
  /** Acknowledged writes not found as acknowledged (missing, changed, or a photo without its files). */
  lost: number;
  /** Extra stored copies of one write. */
  duplicates: number;
  /** Writes stored although the answer was an error: not lost, but worth knowing. */
  storedWithoutAck: number;
  /** Requests sent again because a kept-alive connection closed as they went out (see http.ts). */
  resent: number;
  requestsPerSecond: number;
  durationMs: number;
  /** The first few things that went wrong, for the report. */
  problems: string[];
}

type ListedGallery = { _id: string; images: Array<{ _id: string; url: string }> };
type StoredGallery = { id: string; images?: Array<{ _id: string; url: string; keys: string[] }> };

export interface LoadEvidence {
  sentContacts: ContactSent[];
  sentUploads: UploadSent[];
  storedMessages: Array<{ id: string; subject: string }>;
  /** The inbox's unread count from the API: every message, as none was read. */
  inboxTotal: number;
  listedGalleries: ListedGallery[];
  storedGalleries: StoredGallery[];
  fileExists: (key: string) => Promise<boolean>;
  served: (path: string) => Promise<boolean>;
  resent: number;
  durationMs: number;
}

const ok = (status: number) => status >= 200 && status < 300;
const tally = <T>(items: T[]) => items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<T, number>());
const extras = (counts: Map<unknown, number>) => [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);

/** Every acknowledged write stored exactly once: in the SQLite file, in the API's answers, and (photos) on disk. */
export async function checkLoad(evidence: LoadEvidence): Promise<LoadFigures> {
  const problems: string[] = [];
  const note = (problem: string) => problems.length < 20 && problems.push(problem);
  const { sentContacts, sentUploads, storedMessages } = evidence;
  const answers = [...sentContacts, ...sentUploads].map((sent) => sent.answer);
  for (const sent of [...sentContacts, ...sentUploads].filter((s) => !ok(s.answer.status))) {
    const what = 'subject' in sent ? `contact "${sent.subject}"` : `upload to ${sent.galleryId}`;
    note(`${what} answered ${sent.answer.status}: ${sent.answer.error ?? JSON.stringify(sent.answer.body)}`);
  }

  let lost = 0;
  const byId = new Map(storedMessages.map((message) => [message.id, message]));
  const subjects = tally(storedMessages.map((message) => message.subject));
  for (const { subject, answer } of sentContacts.filter((sent) => ok(sent.answer.status))) {
    const id = (answer.body as { data?: { _id?: string } }).data?._id ?? '';
    if (byId.get(id)?.subject !== subject) {
      lost++;
      note(`contact "${subject}" acknowledged as ${id} but not stored as sent`);
    }
  }
  const failedSubjects = new Set(sentContacts.filter((sent) => !ok(sent.answer.status)).map((sent) => sent.subject));
  const storedWithoutAck = storedMessages.filter((message) => failedSubjects.has(message.subject)).length;
  if (evidence.inboxTotal !== storedMessages.length) note(`the inbox API counts ${evidence.inboxTotal}, the file ${storedMessages.length}`);

  const storedImages = evidence.storedGalleries.flatMap((g) => (g.images ?? []).map((image) => ({ ...image, galleryId: g.id })));
  const listedIds = new Set(evidence.listedGalleries.flatMap((g) => g.images.map((image) => image._id)));
  for (const { galleryId, answer } of sentUploads.filter((sent) => ok(sent.answer.status))) {
    // The photo an upload adds is last in the gallery it answers with.
    const added = (answer.body as { data?: ListedGallery }).data?.images.at(-1);
    const copies = storedImages.filter((image) => image._id === added?._id);
    const image = copies[0];
    const filesThere = image ? (await Promise.all(image.keys.map(evidence.fileExists))).every(Boolean) : false;
    if (
      copies.length !== 1 ||
      image?.galleryId !== galleryId ||
      !filesThere ||
      !listedIds.has(image._id) ||
      !(await evidence.served(image.url))
    ) {
      lost++;
      note(`upload to ${galleryId} acknowledged as image ${added?._id} but stored ${copies.length}x, files there: ${filesThere}`);
    }
  }
  // Each photo is different and files are named by content, so one URL stored twice is a duplicate.
  const duplicates =
    extras(subjects) + extras(tally(storedImages.map((image) => image.url))) + extras(tally(storedImages.map((i) => i._id)));
  if (duplicates > 0) note(`${duplicates} duplicate(s) stored`);

  const errors = answers.filter((answer) => !ok(answer.status)).length;
  return {
    requests: answers.length,
    acknowledged: answers.length - errors,
    errors,
    errorRate: answers.length === 0 ? 0 : errors / answers.length,
    lost,
    duplicates,
    storedWithoutAck,
    resent: evidence.resent,
    requestsPerSecond: answers.length / (evidence.durationMs / 1000),
    durationMs: evidence.durationMs,
    problems,
  };
}

export function formatLoadFigures(figures: LoadFigures): string {
  return [
    `requests ${figures.requests}, acknowledged ${figures.acknowledged}, errors ${figures.errors} (${(figures.errorRate * 100).toFixed(2)} %)`,
    `lost ${figures.lost}, duplicates ${figures.duplicates}, stored without acknowledgement ${figures.storedWithoutAck}, resent on a new connection ${figures.resent}`,
    `${figures.requestsPerSecond.toFixed(1)} req/s over ${(figures.durationMs / 1000).toFixed(1)} s`,
    ...figures.problems.map((problem) => `  ! ${problem}`),
  ].join('\n');
}
