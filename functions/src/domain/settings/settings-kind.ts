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
      const { officeEmail, admissionFormLink } = await getAdminSettings(deps);
      const facts = Object.fromEntries(Object.keys(REVISION_FIELDS.settings).map((key) => [key, revision.item[key]]));
      return saveSettings(deps, { ...facts, officeEmail, admissionFormLink }, recordedByCaller(by));
    },
  },
};
