import { randomBytes } from 'node:crypto';
import { AUDIT_KEEP_MONTHS, auditQuerySchema, type AuditEntry, type AuditQuery } from '@school/shared/audit-schemas';
import { toUtcIso } from '@school/shared/school-time';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { AUDIT_LOG } from '../collections.js';
import { parse } from '../parse.js';

// The audit log: one entry per sign-in, failed sign-in and staff write, kept AUDIT_KEEP_MONTHS.
// Use cases record their own writes, as the member who acted (`recordBy`, `recordAs`): kind, id,
// title and detail are the use case's to say, since only it knows what it changed; sign-ins are
// recorded by domain/accounts. Reading it is the superadmin's (routes/activity.ts).

export interface AuditDeps {
  store: DocumentStore;
  clock: Clock;
  log?: Pick<Console, 'error'>;
}

/** What a caller tells about an action; time, order and expiry are added here. */
export type AuditInput = Omit<AuditEntry, 'at' | 'key' | 'expiresAt' | 'itemKind' | 'itemId' | 'itemTitle' | 'detail'> &
  Partial<Pick<AuditEntry, 'itemKind' | 'itemId' | 'itemTitle' | 'detail'>>;

/** Who did it, as their session knew them. */
export interface AuditMember {
  id: string;
  name: string;
  email: string;
}

/** What a use case tells about its own action on an item; the member is its caller. */
export type ItemAuditInput = Omit<AuditInput, 'memberId' | 'memberName' | 'email'>;

/**
 * The member a use case acts for. `recordedByCaller`: the caller records the action under its own
 * name (a revision's restore saves through the item's own update, and the log says "restore", not "edit").
 */
export type Actor = AuditMember & { readonly recordedByCaller?: true };

export const recordedByCaller = (by: AuditMember): Actor => ({ ...by, recordedByCaller: true });

/** A title as the log keeps it: a text with something in it, else none. */
export const titleText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

const TITLE_MAX = 200;

/**
 * Records one entry. Never fails the action it records: the action has already happened, and a
 * store hiccup here must not turn a saved edit into an error on the screen. A lost entry is logged.
 */
export async function record(deps: AuditDeps, input: AuditInput): Promise<void> {
  try {
    const now = deps.clock.now();
    const at = now.toISOString();
    const expires = new Date(now);
    expires.setUTCMonth(expires.getUTCMonth() + AUDIT_KEEP_MONTHS);
    const entry: AuditEntry = {
      ...input,
      email: input.email.toLowerCase(),
      itemKind: input.itemKind ?? null,
      itemId: input.itemId ?? null,
      itemTitle: input.itemTitle ? input.itemTitle.slice(0, TITLE_MAX) : null,
      detail: input.detail ?? null,
      at,
      key: `${at}|${randomBytes(6).toString('hex')}`,
      expiresAt: expires.toISOString(),
    };
    await deps.store.add(AUDIT_LOG, entry);
  } catch (error) {
    deps.log?.error('Could not record an audit log entry', error);
  }
}

/** Records an action of a signed-in member (never fails, as `record`). */
export function recordAs(deps: AuditDeps, by: AuditMember, input: ItemAuditInput): Promise<void> {
  return record(deps, { ...input, memberId: by.id, memberName: by.name, email: by.email });
}

/** Records a use case's action as `by`'s; nothing when nobody acted (a script) or the caller records it. */
export async function recordBy(deps: AuditDeps, by: Actor | undefined, input: ItemAuditInput): Promise<void> {
  if (by && !by.recordedByCaller) await recordAs(deps, by, input);
}

/** A page of the log; `nextCursor` asks for the page after this one. */
export interface ActivityPage {
  entries: StoredDocument<AuditEntry>[];
  nextCursor: string | null;
}

/** One page of the log, newest first, within the query's member and days (`query`: GET /api/activity's). */
export function listActivity(store: DocumentStore, query: unknown): Promise<ActivityPage> {
  return findActivity(store, parse(auditQuerySchema, query));
}

async function findActivity(store: DocumentStore, query: AuditQuery): Promise<ActivityPage> {
  // A member (== on email or memberId) with a range on key needs the composite indexes in
  // firestore.indexes.json; key alone is served by Firestore's automatic single-field index.
  const found = await store.find<AuditEntry>(AUDIT_LOG, {
    where: whereOf(query),
    orderBy: [{ field: 'key', direction: 'desc' }],
    limit: query.limit + 1,
  });
  const entries = found.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: found.length > query.limit && last ? last.key : null };
}

/** Every entry the query matches (all its pages), newest first, for the CSV; at most `max`. */
export async function allActivity(
  store: DocumentStore,
  query: Omit<AuditQuery, 'limit' | 'cursor'>,
  max: number,
): Promise<StoredDocument<AuditEntry>[]> {
  const all: StoredDocument<AuditEntry>[] = [];
  let cursor: string | undefined;
  do {
    const page = await findActivity(store, { ...query, cursor, limit: Math.min(500, max - all.length) });
    all.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && all.length < max);
  return all;
}

function whereOf({ member, from, to, cursor }: AuditQuery): WhereClause[] {
  const where: WhereClause[] = [];
  if (member) {
    // An e-mail also finds the failed sign-ins typed with it, which have no account id.
    where.push(
      member.includes('@') ? { field: 'email', op: '==', value: member.toLowerCase() } : { field: 'memberId', op: '==', value: member },
    );
  }
  if (from) where.push({ field: 'key', op: '>=', value: startOfSchoolDay(from) });
  // Keys start with the instant, so a key is below a bound instant exactly when its time is.
  const below = [to ? startOfSchoolDay(nextDay(to)) : undefined, cursor].filter((b): b is string => !!b).sort()[0];
  if (below) where.push({ field: 'key', op: '<', value: below });
  return where;
}

/** The UTC instant at which a school day (YYYY-MM-DD, Asia/Kolkata) begins. */
function startOfSchoolDay(day: string): string {
  const instant = toUtcIso(day);
  if (!instant) throw new Error(`Not a day: ${day}`);
  return instant;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
