import type { PersonalRecord } from '@school/shared/personal-data-schemas';
import type { DocumentData, StoredDocument } from '../../ports/document-store.js';
import { REVISIONS, TRASH } from '../collections.js';
import type { ItemKind, ItemKinds, StoredRevision, StoredTrash } from '../item-kinds/item-kind.js';
import type { PersonalDataDeps, PersonalDataHolder, PersonalDataSupport } from '../item-kinds/personal-data.js';
import { dropRevisions } from '../revisions/revision-records.js';

// The item kinds that hold an address, as holders: their items, and their trash records (which are
// the trash hub's, so a kind never has to know of them). Both are found with one `==` on a field
// (`item.email` in the trash: a nested field, which SQLite's json_extract and Firestore's automatic
// index on map subfields both answer), and erased with a plain delete: such an item has no slug or
// file to let go of. A kind that comes to have them gets an erase hook here, not a special case.
// A kind with revisions (enquiries) loses them with a correction or an erasure: each holds the
// address as it was, which neither may leave behind.
// A record's date is its `createdAt` (the trash's: when it was deleted).
// A kind with revisions has a third holder, its past versions (`item.email` in the revisions): they
// are the person's data as much as the item is, so an export shows them; a correction or an erasure
// deletes those that hold the address (the item's own holder drops an item's revisions too).

type Supported = ItemKind & { personalData: PersonalDataSupport };

const supported = (kind: ItemKind): kind is Supported => !!kind.personalData;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const withoutId = ({ id: _id, ...data }: StoredDocument): DocumentData => data;

/** One holder for a kind's items, one for its trash records (if it is ever trashed), in the registry's order. */
export function kindHolders(kinds: ItemKinds): PersonalDataHolder[] {
  return kinds.all
    .filter(supported)
    .flatMap((kind) => [itemsOf(kind), ...(kind.trashNames.length ? [trashOf(kind)] : []), ...(kind.revisions ? [revisionsOf(kind)] : [])]);
}

function itemsOf(kind: Supported): PersonalDataHolder {
  const { emailField, words } = kind.personalData;
  const shown = (version: DocumentData) => kind.personalData.shown?.(version) ?? version;
  const find = ({ store }: PersonalDataDeps, email: string) =>
    store.find(kind.collection, { where: [{ field: emailField, op: '==', value: email }] });
  return {
    name: kind.collection,
    label: capital(words[1]),
    words,
    find: async (deps, email) =>
      (await find(deps, email)).map((doc): PersonalRecord => ({ id: doc.id, at: text(doc.createdAt), fields: shown(withoutId(doc)) })),
    correct: async (deps, email, correction) => {
      let changed = 0;
      for (const { id } of await find(deps, email)) {
        // Only while it still holds the address: a write since the search may have changed it. The
        // flag is set by the last run of `change` (Firestore may run it again), so it counts once.
        let applied = false;
        await deps.store.mutate(kind.collection, id, (current) => {
          applied = !!current && current[emailField] === email;
          if (!current) return null;
          return applied ? kind.personalData.corrected(withoutId(current), correction) : withoutId(current);
        });
        if (applied) changed++;
        if (applied && kind.revisions) await dropRevisions(deps.store, kind.name, id);
      }
      return changed;
    },
    erase: async (deps, email) => {
      let erased = 0;
      for (const { id } of await find(deps, email)) {
        if (await deps.store.delete(kind.collection, id)) erased++;
        if (kind.revisions) await dropRevisions(deps.store, kind.name, id);
      }
      return erased;
    },
  };
}

function trashOf(kind: Supported): PersonalDataHolder {
  const { emailField, words } = kind.personalData;
  const shown = (version: DocumentData) => kind.personalData.shown?.(version) ?? version;
  const find = async ({ store }: PersonalDataDeps, email: string) =>
    (await store.find<StoredTrash>(TRASH, { where: [{ field: `item.${emailField}`, op: '==', value: email }] })).filter((record) =>
      kind.trashNames.includes(record.kind),
    );
  return {
    name: `trash:${kind.name}`,
    label: `${capital(words[1])} in the trash`,
    words: [`${words[0]} in the trash`, `${words[1]} in the trash`],
    find: async (deps, email) =>
      (await find(deps, email)).map((record): PersonalRecord => ({
        id: record.id,
        at: record.deletedAt,
        fields: { ...shown(record.item), deletedAt: record.deletedAt },
      })),
    correct: async (deps, email, correction) => {
      let changed = 0;
      for (const { id } of await find(deps, email)) {
        let applied = false;
        await deps.store.mutate<StoredTrash>(TRASH, id, (current) => {
          applied = !!current && current.item[emailField] === email;
          if (!current) return null;
          const { id: _id, ...record } = current;
          return applied ? { ...record, item: kind.personalData.corrected(record.item, correction) } : record;
        });
        if (applied) changed++;
      }
      return changed;
    },
    erase: async (deps, email) => {
      let erased = 0;
      for (const { id } of await find(deps, email)) if (await deps.store.delete(TRASH, id)) erased++;
      return erased;
    },
  };
}

function revisionsOf(kind: Supported): PersonalDataHolder {
  const { emailField, words } = kind.personalData;
  const shown = (version: DocumentData) => kind.personalData.shown?.(version) ?? version;
  const find = async ({ store }: PersonalDataDeps, email: string) =>
    (await store.find<StoredRevision>(REVISIONS, { where: [{ field: `item.${emailField}`, op: '==', value: email }] })).filter(
      (revision) => revision.kind === kind.name,
    );
  const drop = async (deps: PersonalDataDeps, email: string) => {
    let dropped = 0;
    for (const { id } of await find(deps, email)) if (await deps.store.delete(REVISIONS, id)) dropped++;
    return dropped;
  };
  return {
    name: `revisions:${kind.name}`,
    label: `${capital(words[0])} versions`,
    words: [`${words[0]} version`, `${words[0]} versions`],
    find: async (deps, email) =>
      (await find(deps, email)).map((revision): PersonalRecord => ({
        id: revision.id,
        at: revision.at,
        fields: { ...shown(revision.item), itemId: revision.itemId },
      })),
    correct: drop,
    erase: drop,
  };
}
