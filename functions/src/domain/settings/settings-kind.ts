import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { SETTINGS } from '../collections.js';
import { type ItemKind } from '../item-kinds/item-kind.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { getAdminSettings, saveSettings } from './school-settings.js';

/** The school's facts (`settings/school`): versioned, never trashed; their images are uploaded apart (no files held). */
export const settingsKind: ItemKind = {
  name: 'settings',
  collection: SETTINGS,
  trashNames: [],
  audit: 'settings',
  revisions: {
    current: (store, itemId) => store.get(SETTINGS, itemId),
    changes: (before, after) => fieldChanges(REVISION_FIELDS.settings, before, after),
    async restore(deps, _itemId, revision, by) {
      // The school's facts come back; the office address and the form link stay as they are now.
      const { school, officeEmail, admissionFormLink } = await getAdminSettings(deps);
      const now: Record<string, unknown> = school;
      const facts = Object.fromEntries(
        // Translations left out of a revision were none then, and are none again.
        Object.keys(REVISION_FIELDS.settings).map((key) => [
          key,
          key === 'translations' ? revision.item[key] : keptOrNow(revision.item[key], now[key]),
        ]),
      );
      return saveSettings(deps, { ...facts, officeEmail, admissionFormLink }, recordedByCaller(by));
    },
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A revision kept before a field existed (the board and the fee cap of migration 9, the principal's
 * qualification) has no value for it: the field stays as it is now, rather than the restore being
 * refused for a field the revision never had.
 */
function keptOrNow(kept: unknown, now: unknown): unknown {
  if (kept === undefined) return now;
  return isRecord(kept) && isRecord(now) ? { ...now, ...kept } : kept;
}
