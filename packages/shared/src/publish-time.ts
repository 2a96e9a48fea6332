// Scheduled publishing: a content page or news item may carry `publishAt`, the instant it goes public
// (staff type it in India time; it is stored as a UTC ISO instant). Until then visitors' reads leave
// it out, in both homes alike: a filter at read time, so nothing has to run at that instant. Items
// stored before scheduling existed have no `publishAt` and are public as before. Browser-safe and
// free of zod: public pages use these helpers.

/** What may carry a publish time: a stored item or its API view. */
export interface Schedulable {
  publishAt?: string | null | undefined;
}

/** Whether an item is public at `now`: no publish time (absent or null) means it always was. */
export function isPublishedAt(item: Schedulable, now: Date): boolean {
  return !item.publishAt || Date.parse(item.publishAt) <= now.getTime();
}

/** The earliest publish time still ahead of `now`, or null: when a public list next changes on its own. */
export function nextPublishAt(items: readonly Schedulable[], now: Date): Date | null {
  let next: number | null = null;
  for (const item of items) {
    const at = item.publishAt ? Date.parse(item.publishAt) : NaN;
    if (at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}

/** The instant an item went (or goes) public, for ordering and for the date visitors read. */
export function publishedAt(item: Schedulable & { createdAt: string }): string {
  return item.publishAt || item.createdAt;
}
