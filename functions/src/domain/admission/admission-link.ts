import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { admissionLinkSchema, type AdmissionSettings } from '@school/shared/admission-schemas';
import { recordBy, type Actor } from '../audit/audit-log.js';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';
import { parse } from '../parse.js';

// The link to the school's external admission form, one settings document; '' means there is none.

type AdmissionDeps = { store: DocumentStore; clock: Clock };

export async function getAdmissionLink(store: DocumentStore): Promise<string> {
  const doc = await store.get<AdmissionSettings>(SETTINGS, SETTINGS_DOCS.admission);
  return doc?.admissionFormLink ?? '';
}

/** The link changed alone (PUT /admission/link): `input` as sent, `{ admissionFormLink }`; answers the link stored. */
export async function changeAdmissionLink(deps: AdmissionDeps, input: unknown, by: Actor): Promise<string> {
  const { admissionFormLink } = parse(admissionLinkSchema, input);
  return setAdmissionLink(deps, admissionFormLink, by);
}

/** `by`: the member changing the link alone (a settings save changes it unrecorded: the save records itself). */
export async function setAdmissionLink(deps: AdmissionDeps, link: string, by?: Actor): Promise<string> {
  await deps.store.set(SETTINGS, SETTINGS_DOCS.admission, { admissionFormLink: link, updatedAt: deps.clock.now().toISOString() });
  await recordBy(deps, by, { action: 'settings-change', itemKind: 'admission-link' });
  return link;
}
