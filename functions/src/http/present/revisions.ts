import type { RevisionKind, RevisionSummary, RevisionView } from '@school/shared/revision-schemas';
import type { ComparedRevision, ListedRevision } from '../../domain/revisions/revision-records.js';

/** A row of the revisions list: who saved, when, the version's title and the fields the save changed. */
export function presentRevisionSummary(revision: ListedRevision): RevisionSummary {
  const { id, by, at, item, itemId, changed } = revision;
  // Page texts have no title: the page's name says which they are.
  const title = typeof item.title === 'string' ? item.title : typeof item.name === 'string' ? item.name : itemId;
  return { _id: id, by: { name: by.name, email: by.email }, at, title, changed };
}

/** One revision whole, with what the save that replaced it changed. */
export function presentRevision(revision: ComparedRevision): RevisionView {
  const { kind, itemId, item, changes } = revision;
  const changed = changes.map((change) => change.label);
  // The registry's revision names are the shared list's (item-kinds.test.ts), which the web reads.
  return { ...presentRevisionSummary({ ...revision, changed }), kind: kind as RevisionKind, itemId, item, changes };
}
