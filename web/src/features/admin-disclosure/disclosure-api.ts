import type { DisclosureDocumentsView } from '@school/shared/document-schemas';
import { apiGet, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { publicCalls } from '../../lib/public-calls';
import { schoolSettingsExpect, type SchoolSettings } from '../../lib/school-settings';

// The checklist's reads besides the texts: the settings section A shows, and the documents section B
// lists, both as visitors see them (a draft document counts as missing, as on the page).

const documentsExpect: Expect<DisclosureDocumentsView> = {
  accept: (data: unknown): data is DisclosureDocumentsView => isRecord(data),
  text: 'Invalid document data received from server',
};

export interface ChecklistSources {
  school: SchoolSettings;
  documents: DisclosureDocumentsView;
}

export async function fetchChecklistSources(signal: AbortSignal): Promise<ChecklistSources> {
  const [school, documents] = await Promise.all([
    apiGet(publicCalls.settings, { signal, expect: schoolSettingsExpect }),
    apiGet(publicCalls.disclosureDocuments, { signal, expect: documentsExpect }),
  ]);
  return { school, documents };
}
