import {
  CLOSED_STATUSES,
  ENQUIRY_LIMITS,
  enquiryUpdateSchema,
  type EnquiryPerson,
  type EnquiryUpdate,
  type StoredEnquiry,
  type TimelineEntry,
} from '@school/shared/enquiry-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import type { Identity } from '../../ports/identity.js';
import { recordBy, type Actor, type AuditDeps } from '../audit/audit-log.js';
import { ENQUIRIES } from '../collections.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { isValidId } from '../ids.js';
import { parse } from '../parse.js';
import { keepRevision } from '../revisions/revision-records.js';
import { moveToTrash } from '../trash/trash-records.js';
import { nextVersion } from '../versions.js';
import { listed } from './enquiry-records.js';

// The office working an enquiry (issue 38): its status, notes, follow-up day and who has it, each
// change a line of its timeline (who, when). A save keeps the version it replaced as a revision, and
// the audit log names the enquiry by its reference: the parent's and child's names stay out of it.

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

export interface WorkDeps extends AuditDeps {
  identity: Pick<Identity, 'getUser'>;
}

/** One enquiry as stored; 404 for an id that is not one. */
export async function getEnquiry({ store }: Pick<AuditDeps, 'store'>, id: string): Promise<StoredDocument<StoredEnquiry>> {
  const found = isValidId(id) ? await store.get<StoredEnquiry>(ENQUIRIES, id) : null;
  if (!found) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  return found;
}

/** The staff member an enquiry is given to, by their account: only an active one. */
async function assigneeOf(identity: WorkDeps['identity'], uid: string | undefined): Promise<EnquiryPerson | null | undefined> {
  if (uid === undefined) return undefined;
  if (uid === '') return null;
  const account = await identity.getUser(uid);
  if (!account || account.disabled) throw new ValidationError('Assign to: choose a member of staff');
  return { uid: account.id, name: account.name };
}

/** PATCH /api/enquiries/:id (`input`: its body). Answers the enquiry as saved. */
export async function updateEnquiry(deps: WorkDeps, id: string, input: unknown, by: Actor): Promise<StoredDocument<StoredEnquiry>> {
  const update = parse(enquiryUpdateSchema, input);
  await getEnquiry(deps, id);
  const assignee = await assigneeOf(deps.identity, update.assignedTo);
  return saveWork(deps, id, update, assignee, by);
}

/** Writes the changes as timeline lines, in one atomic step; keeps a revision and an audit entry. */
export async function saveWork(
  deps: AuditDeps,
  id: string,
  update: Omit<EnquiryUpdate, 'assignedTo'>,
  assignee: EnquiryPerson | null | undefined,
  by: Actor,
): Promise<StoredDocument<StoredEnquiry>> {
  const at = deps.clock.now().toISOString();
  let previous: StoredDocument<StoredEnquiry> | null = null;
  const saved = await deps.store.mutate<StoredEnquiry>(ENQUIRIES, id, (current) => {
    if (!current) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    previous = current;
    const { id: _id, ...stored } = current;
    return listed({
      ...worked(stored, update, assignee, { uid: by.id, name: by.name }, at),
      version: nextVersion(current, update.version),
    });
  });
  if (!saved || !previous) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  await keepRevision(deps, { kind: 'enquiry', itemId: id, previous, by });
  await recordBy(deps, by, { action: 'edit', itemKind: 'enquiry', itemId: id, itemTitle: saved.reference });
  return saved;
}

/** The enquiry with the update applied and a timeline line per change; nothing changed: refused. */
export function worked(
  enquiry: StoredEnquiry,
  update: Omit<EnquiryUpdate, 'assignedTo' | 'version'>,
  assignee: EnquiryPerson | null | undefined,
  by: EnquiryPerson,
  at: string,
): StoredEnquiry {
  const lines: TimelineEntry[] = [];
  let next: StoredEnquiry = { ...enquiry };
  if (update.status !== undefined && update.status !== enquiry.status) {
    next.status = update.status;
    lines.push({ at, by, kind: 'status', status: update.status });
  }
  // A settled enquiry is never due: its follow-up day goes with the status that settles it.
  const closed = CLOSED_STATUSES.includes(next.status);
  const followUp = closed ? '' : update.followUp;
  if (followUp !== undefined && followUp !== (enquiry.followUp ?? '')) {
    const { followUp: _old, ...rest } = next;
    next = followUp === '' ? rest : { ...rest, followUp };
    lines.push({ at, by, kind: 'follow-up', followUp });
  }
  if (assignee !== undefined && assignee?.uid !== enquiry.assignedTo?.uid) {
    const { assignedTo: _old, ...rest } = next;
    next = assignee === null ? rest : { ...rest, assignedTo: assignee };
    lines.push({ at, by, kind: 'assigned', assignedTo: assignee });
  }
  if (update.note) lines.push({ at, by, kind: 'note', note: update.note });
  if (lines.length === 0)
    throw new ValidationError('Nothing to change: choose a status, a follow-up date or someone to assign, or write a note');
  if (enquiry.timeline.length + lines.length > ENQUIRY_LIMITS.timeline)
    throw new ValidationError(`An enquiry holds at most ${ENQUIRY_LIMITS.timeline} timeline lines`);
  return { ...next, timeline: [...enquiry.timeline, ...lines], updatedAt: at };
}

/** Moves the enquiry to the trash (restorable for 30 days); the log names it by its reference. */
export async function deleteEnquiry(deps: AuditDeps, id: string, by: Actor): Promise<void> {
  const { id: _id, ...item } = await getEnquiry(deps, id);
  await moveToTrash(deps.store, deps.clock, { kind: 'enquiry', id, title: item.reference, item, fileKeys: [] }, by);
  if (!(await deps.store.delete(ENQUIRIES, id))) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  await recordBy(deps, by, { action: 'delete', itemKind: 'enquiry', itemId: id, itemTitle: item.reference });
}
