import { NOTICE_SEVERITY, noticeInputSchema, type NoticeDoc, type NoticeInput, type NoticeState } from '@school/shared/notice-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { NOTICES } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { newId } from '../ids.js';
import { parse } from '../parse.js';
import { nextVersion } from '../versions.js';

// The notice banner's use cases. What the site shows depends on the time alone once notices are
// stored: a notice starts and ends with nobody acting, so the one to show is worked out per read
// from the clock, never kept as a flag a job would have to flip.

export interface NoticeDeps {
  store: DocumentStore;
  clock: Clock;
}

const NOT_FOUND = 'Notice not found';

type StoredNotice = StoredDocument<NoticeDoc>;

/** A stored notice as staff see it: where it stands at the server's time, and whether the site shows it. */
export type NoticeStanding = StoredNotice & { state: NoticeState; shownNow: boolean };

/** What the site shows now, and the instant that may change without a write (null: only a write can). */
export interface CurrentNotice {
  notice: StoredNotice | null;
  changesAt: Date | null;
}

/**
 * The notice to show at `now`: of the current ones (started, not ended), the most severe kind
 * (emergency, then closure, then information), then the latest start. `changesAt` is the nearest
 * start or end still to come, so a cache of the answer knows when it goes stale.
 */
export async function currentNotice({ store }: Pick<NoticeDeps, 'store'>, now: Date): Promise<CurrentNotice> {
  const at = now.getTime();
  // Only notices not yet ended: one range on one field, which both stores serve without an index.
  const live = await store.find<NoticeDoc>(NOTICES, { where: [{ field: 'endsAtMs', op: '>', value: at }] });
  const shown = pickShown(live, at);
  const upcoming = live.map((doc) => (doc.startsAtMs > at ? doc.startsAtMs : doc.endsAtMs));
  return {
    notice: shown ?? null,
    changesAt: upcoming.length > 0 ? new Date(Math.min(...upcoming)) : null,
  };
}

/** Every notice for staff, the latest start first, with where each stands now. */
export async function listNotices({ store, clock }: NoticeDeps): Promise<NoticeStanding[]> {
  const at = clock.now().getTime();
  const docs = await store.find<NoticeDoc>(NOTICES);
  const shown = pickShown(docs, at);
  return docs.sort((a, b) => b.startsAtMs - a.startsAtMs || b.createdAt.localeCompare(a.createdAt)).map((doc) => standing(doc, at, shown));
}

/** `by`: the member creating it, recorded in the audit log. */
export async function createNotice({ store, clock }: NoticeDeps, input: unknown, by?: Actor): Promise<NoticeStanding> {
  const fields = parse(noticeInputSchema, input);
  const now = clock.now();
  const doc: NoticeDoc = { ...stored(fields), version: 1, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  const id = newId();
  await store.create(NOTICES, id, doc);
  await recorded({ store, clock }, by, 'create', id, doc.text);
  return adminView({ store, clock }, { ...doc, id });
}

/**
 * An edit sends the whole notice (the form always has every field), checked as on create, and the
 * version the form loaded: the check and the write are one atomic step, so a save based on an older
 * version than stored (someone saved in between) is refused with a 409 and changes nothing.
 */
export async function updateNotice({ store, clock }: NoticeDeps, id: string, input: unknown, by?: Actor): Promise<NoticeStanding> {
  // First, so an id that could never exist is a 404 like any other missing notice.
  await getNotice(store, id);
  const fields = parse(noticeInputSchema, input);
  const updatedAt = clock.now().toISOString();
  const saved = await store.mutate<NoticeDoc>(NOTICES, id, (current) => {
    // Deleted by someone else between the read and the write.
    if (!current) throw new NotFoundError(NOT_FOUND);
    return { ...current, ...stored(fields), updatedAt, version: nextVersion(current, fields.version) };
  });
  if (!saved) throw new NotFoundError(NOT_FOUND);
  await recorded({ store, clock }, by, 'edit', id, saved.text);
  return adminView({ store, clock }, saved);
}

/** Read first only when someone is to be recorded: the log keeps the text of what went. */
export async function deleteNotice({ store, clock }: NoticeDeps, id: string, by?: Actor): Promise<void> {
  const gone = by ? await store.get<NoticeDoc>(NOTICES, id).catch(() => null) : null;
  if (!(await store.delete(NOTICES, id))) throw new NotFoundError(NOT_FOUND);
  await recorded({ store, clock }, by, 'delete', id, gone?.text);
}

const recorded = (deps: NoticeDeps, by: Actor | undefined, action: 'create' | 'edit' | 'delete', id: string, text: string | undefined) =>
  recordBy(deps, by, { action, itemKind: 'notice', itemId: id, itemTitle: titleText(text) });

async function getNotice(store: DocumentStore, id: string): Promise<StoredNotice> {
  const doc = await store.get<NoticeDoc>(NOTICES, id);
  if (!doc) throw new NotFoundError(NOT_FOUND);
  return doc;
}

/** The stored fields of a checked input (its `version` is the request's, not the notice's). */
function stored({ version: _loaded, ...fields }: NoticeInput): Omit<NoticeDoc, 'createdAt' | 'updatedAt' | 'version'> {
  // An edit sends the whole notice: translations it leaves out are gone (undefined is not stored).
  return { ...fields, translations: fields.translations, startsAtMs: Date.parse(fields.startsAt), endsAtMs: Date.parse(fields.endsAt) };
}

function pickShown(docs: StoredNotice[], at: number): StoredNotice | undefined {
  return docs
    .filter((doc) => stateAt(doc, at) === 'current')
    .sort(
      (a, b) => NOTICE_SEVERITY[b.kind] - NOTICE_SEVERITY[a.kind] || b.startsAtMs - a.startsAtMs || b.createdAt.localeCompare(a.createdAt),
    )[0];
}

function stateAt(doc: NoticeDoc, at: number): NoticeState {
  if (at < doc.startsAtMs) return 'scheduled';
  return at < doc.endsAtMs ? 'current' : 'ended';
}

/** After a write, where one notice stands: whether it shows depends on the others too. */
async function adminView(deps: NoticeDeps, doc: StoredNotice): Promise<NoticeStanding> {
  const { notice } = await currentNotice(deps, deps.clock.now());
  return { ...standing(doc, deps.clock.now().getTime(), undefined), shownNow: notice?.id === doc.id };
}

function standing(doc: StoredNotice, at: number, shown: StoredNotice | undefined): NoticeStanding {
  return { ...doc, state: stateAt(doc, at), shownNow: shown?.id === doc.id };
}
