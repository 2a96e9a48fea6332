import { isDeepStrictEqual } from 'node:util';
import {
  settingsInputSchema,
  type SchoolFacts,
  type SettingsInput,
  type StoredOfficeSettings,
  type StoredSchoolSettings,
} from '@school/shared/settings-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { getAdmissionLink, setAdmissionLink } from '../admission/admission-link.js';
import { recordBy, type Actor } from '../audit/audit-log.js';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';
import { readOrInstall } from '../installed-document.js';
import { parse } from '../parse.js';
import { keepRevision } from '../revisions/revision-records.js';
import { nextVersion } from '../versions.js';
import { FACT_LABELS, INSTALLER_FACTS, OFFICE_EMAIL_LABEL } from './installer-defaults.js';

export interface SettingsDeps {
  store: DocumentStore;
  clock: Clock;
  /** The office's address before staff set one (OFFICE_EMAIL, else the sender's address). */
  installerOfficeEmail: string;
}

/** The school's facts, in the order the settings have always listed them. */
export const SCHOOL_FACT_KEYS = Object.keys(INSTALLER_FACTS) as (keyof SchoolFacts)[];

/** The public settings: the school's document as stored, and the admission form's link (a document of its own). */
export interface SchoolSettingsState {
  school: StoredSchoolSettings;
  admissionFormLink: string;
}

/** What staff see besides: where messages are notified, and the facts still holding the installer's values (labels). */
export interface AdminSettingsState extends SchoolSettingsState {
  officeEmail: string;
  unconfirmed: string[];
}

/** The stored public settings; a new install's first read stores the installer's values. */
export function readSchoolSettings({ store, clock }: Pick<SettingsDeps, 'store' | 'clock'>): Promise<StoredSchoolSettings> {
  return readOrInstall<StoredSchoolSettings>(store, SETTINGS, SETTINGS_DOCS.school, () => ({
    ...INSTALLER_FACTS,
    images: { principalPhoto: null, partnerLogo: null, shareImage: null },
    confirmedAt: null,
    updatedAt: clock.now().toISOString(),
  }));
}

/** Where contact messages are notified: the address staff saved, else the installer's. */
export async function officeEmail({ store, installerOfficeEmail }: Pick<SettingsDeps, 'store' | 'installerOfficeEmail'>): Promise<string> {
  const office = await store.get<StoredOfficeSettings>(SETTINGS, SETTINGS_DOCS.office);
  return office?.officeEmail ?? installerOfficeEmail;
}

/** What every public page reads. */
export async function getSchoolSettings(deps: Pick<SettingsDeps, 'store' | 'clock'>): Promise<SchoolSettingsState> {
  const [school, admissionFormLink] = await Promise.all([readSchoolSettings(deps), getAdmissionLink(deps.store)]);
  return { school, admissionFormLink };
}

/**
 * What the admin screen reads: also the office's address and the first-run checklist.
 * `written`: the settings a write just stored, so its answer carries that write's version (a read
 * here could already see a later save by someone else, whose values the screen has not shown).
 */
export async function getAdminSettings(deps: SettingsDeps, written?: StoredSchoolSettings): Promise<AdminSettingsState> {
  const [school, admissionFormLink, office] = await Promise.all([
    written ?? readSchoolSettings(deps),
    getAdmissionLink(deps.store),
    officeEmail(deps),
  ]);
  return {
    school,
    admissionFormLink,
    officeEmail: office,
    unconfirmed: school.confirmedAt
      ? []
      : [
          ...SCHOOL_FACT_KEYS.filter((key) => isDeepStrictEqual(school[key], INSTALLER_FACTS[key])).map((key) => FACT_LABELS[key]),
          // The installer's address (OFFICE_EMAIL, else the sender's: no-reply@localhost on a new
          // install) is never one staff chose; the settings screen asks for a real one.
          OFFICE_EMAIL_LABEL,
        ],
  };
}

/**
 * Saves every typed field at once. The whole input is checked before anything is written, so a
 * refused save changes nothing; the images stay as they are (they have their own calls). `version`
 * (the one the screen loaded) is checked and counted in the same atomic step as the write: an older
 * one than stored answers 409 before anything changes; without one (a revision's restore, API
 * clients that predate versions) the save just counts it.
 */
export async function saveSettings(deps: SettingsDeps, input: unknown, by?: Actor): Promise<AdminSettingsState> {
  const { officeEmail: email, admissionFormLink, version, ...facts }: SettingsInput = parse(settingsInputSchema, input);
  // Also installs the first values, so the atomic write below always finds a document.
  const installed = await readSchoolSettings(deps);
  const now = deps.clock.now().toISOString();
  // The facts as they were before this save (the last run of `change`, which Firestore may retry).
  let previous: StoredSchoolSettings = installed;
  const saved = await writeSchoolSettings(deps, installed, (stored) => {
    previous = stored;
    // The whole settings are sent: translations left out are gone (undefined is not stored).
    const translations = facts.translations;
    return { ...stored, ...facts, translations, confirmedAt: now, updatedAt: now, version: nextVersion(stored, version) };
  });
  await deps.store.set(SETTINGS, SETTINGS_DOCS.office, { officeEmail: email, updatedAt: now });
  await setAdmissionLink(deps, admissionFormLink);
  // The office address and form link are not kept in the revision.
  await keepRevision(deps, { kind: 'settings', itemId: SETTINGS_DOCS.school, previous, by });
  await recordSettingsChange(deps, by, null);
  return getAdminSettings(deps, saved);
}

/** The log keeps no title for settings: `slot` names the image changed, if one was. */
export const recordSettingsChange = (deps: SettingsDeps, by: Actor | undefined, slot: string | null) =>
  recordBy(deps, by, { action: 'settings-change', itemKind: 'settings', itemId: slot });

/**
 * Every write of `settings/school`: one atomic read-modify-write (DocumentStore.mutate), so a version
 * check and the write it guards see the same document. `installed`: what a caller just read, used
 * only if the document vanished since (it is never deleted; a restore of a backup could).
 */
export async function writeSchoolSettings(
  deps: Pick<SettingsDeps, 'store'>,
  installed: StoredSchoolSettings,
  change: (stored: StoredSchoolSettings) => StoredSchoolSettings,
): Promise<StoredSchoolSettings> {
  const saved = await deps.store.mutate<StoredSchoolSettings>(SETTINGS, SETTINGS_DOCS.school, (current) => {
    const { id: _id, ...stored } = current ?? { ...installed, id: SETTINGS_DOCS.school };
    return change(stored);
  });
  if (!saved) throw new Error('The settings could not be saved');
  const { id: _id, ...stored } = saved;
  return stored;
}
