import { DEFAULT_ENQUIRY_RETENTION_MONTHS } from '@school/shared/settings-schemas';
import type { StoredEnquiry } from '@school/shared/enquiry-schemas';
import { versionOf } from '@school/shared/item-version';
import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { ENQUIRIES } from '../collections.js';
import { textField, type ItemKind } from '../item-kinds/item-kind.js';
import type { PersonalDataSupport } from '../item-kinds/personal-data.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { listed } from './enquiry-records.js';
import { getEnquiry, saveWork } from './enquiry-work.js';

/**
 * An enquiry holds the parent's name and address (and the child's details). A correction writes a new
 * version with the search words of the new name; a person is shown the enquiry as stored, less the
 * fields only the server reads.
 */
const enquiryPersonalData: PersonalDataSupport = {
  emailField: 'email',
  words: ['enquiry', 'enquiries'],
  corrected: (version, { name, newEmail }) => {
    const enquiry = version as unknown as StoredEnquiry;
    return listed({
      ...enquiry,
      ...(name !== undefined && { parentName: name }),
      ...(newEmail !== undefined && { email: newEmail }),
      version: versionOf(enquiry) + 1,
    });
  },
  shown: ({ titleWords: _words, facets: _facets, ...rest }) => rest,
};

/**
 * Admission enquiries (issue 38): trashed as `enquiry`, with revisions of what the office changed, named
 * in the audit log and the trash by their reference (the names in them are a family's), kept no
 * longer than the settings say, and found by "A person's data".
 */
export const enquiryKind: ItemKind = {
  name: 'enquiry',
  collection: ENQUIRIES,
  trashNames: ['enquiry'],
  audit: 'enquiry',
  titleOf: textField('reference'),
  trash: {
    putBack: async ({ store }, id, record) => void (await store.create(ENQUIRIES, id, listed(record.item as unknown as StoredEnquiry))),
  },
  revisions: {
    current: (store, itemId) => store.get(ENQUIRIES, itemId),
    changes: (before, after) => fieldChanges(REVISION_FIELDS.enquiry, before, after),
    async restore(deps, itemId, revision, by) {
      const current = await getEnquiry(deps, itemId);
      const old = revision.item as unknown as StoredEnquiry;
      const update = { status: old.status, followUp: old.followUp ?? '', version: versionOf(current) };
      return saveWork(deps, itemId, update, old.assignedTo ?? null, recordedByCaller(by));
    },
  },
  personalData: enquiryPersonalData,
  // Two admission seasons unless the school chooses otherwise (/admin/settings).
  retention: {
    field: 'createdAt',
    months: (settings) => settings.retentionMonths.enquiries ?? DEFAULT_ENQUIRY_RETENTION_MONTHS,
  },
};
