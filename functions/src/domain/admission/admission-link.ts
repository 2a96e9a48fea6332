import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { AdmissionSettings } from '@school/shared/admission-schemas';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';

// The link to the school's external admission form, one settings document; '' means there is none.

export async function getAdmissionLink(store: DocumentStore): Promise<string> {
  const doc = await store.get<AdmissionSettings>(SETTINGS, SETTINGS_DOCS.admission);
  return doc?.admissionFormLink ?? '';
}

export async function setAdmissionLink({ store, clock }: { store: DocumentStore; clock: Clock }, link: string): Promise<string> {
  await store.set(SETTINGS, SETTINGS_DOCS.admission, { admissionFormLink: link, updatedAt: clock.now().toISOString() });
  return link;
}
