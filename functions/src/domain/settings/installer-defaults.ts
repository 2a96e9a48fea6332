import { DEFAULT_ADMISSION_CLASSES } from '@school/shared/admission-classes';
import {
  DEFAULT_ENQUIRY_RETENTION_MONTHS,
  DEFAULT_FEE_CAP_PERCENT,
  DEFAULT_MESSAGE_RETENTION_MONTHS,
  SCHOOL_FACT_LABELS,
  type SchoolFacts,
  type StoredSchoolSettings,
} from '@school/shared/settings-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';

/**
 * What a new install stores as the school's settings on its first read (school-settings.ts), so the
 * site is whole from the first start. Staff replace them in /admin/settings; until they save, the
 * dashboard lists the fields still holding these values ("Confirm your school's details"). The
 * founding year, town, state, PIN code and admissions hours are the spec's; the rest are stand-ins.
 */
export const INSTALLER_FACTS: SchoolFacts = {
  name: 'Convent School Faridkot',
  foundedYear: 2005,
  officePhone: '+91 1639 250 100',
  admissionsPhone: '+91 1639 250 101',
  address: { street: 'Kotkapura Road', locality: 'Faridkot', region: 'Punjab', postcode: '151203' },
  officeHours: 'Mon-Sat, 8am-2pm',
  admissionsHours: 'Mon-Fri, 8am-4pm',
  // The centre of Faridkot until the school gives the gate's coordinates.
  map: { latitude: 30.6769, longitude: 74.7583 },
  social: {
    facebook: 'https://www.facebook.com/conventschoolfaridkot',
    instagram: 'https://www.instagram.com/conventschoolfaridkot',
  },
  principal: {
    name: 'Sister Mary Thomas',
    title: 'Principal',
    qualification: '',
    // No words are put in the principal's mouth: the About page shows the message once staff write it.
    message: '',
  },
  partner: {
    name: 'BrightPath Digital Learning',
    description:
      'Our classrooms use BrightPath’s interactive lessons, animated explainers and practice quizzes, aligned with our syllabus, so children revise at their own pace at school and at home.',
  },
  // Not CBSE until staff say so: with CBSE the site links a disclosure page they must fill first.
  board: { name: 'other', affiliationNumber: '', schoolCode: '' },
  feeCapPercent: DEFAULT_FEE_CAP_PERCENT,
  // Blank until staff name someone (the checklist asks): the notice and the footer name the school
  // and its office phone meanwhile, so a change of that phone is never left behind here.
  dataProtection: { name: '', email: '', phone: '' },
  retentionMonths: { messages: DEFAULT_MESSAGE_RETENTION_MONTHS, enquiries: DEFAULT_ENQUIRY_RETENTION_MONTHS },
  // Nursery at 3 by 31 March up to Class 12 at 17: the usual Punjab ages, until staff set the school's.
  admissionClasses: DEFAULT_ADMISSION_CLASSES.map((one) => ({ ...one })),
};

/** The labels the first-run checklist shows, one per group of fields a staff member would check. */
export const FACT_LABELS = SCHOOL_FACT_LABELS;

/** The checklist's line for the office's e-mail, where contact messages go. */
export const OFFICE_EMAIL_LABEL = 'Office e-mail for contact messages';

/**
 * Migration 9: the board, the principal's qualification and the fee cap (issue 36) on settings saved
 * before them, with the installer's values, so nothing changes for visitors until staff choose.
 * Running it again changes nothing.
 */
export async function giveSettingsBoard(store: DocumentStore): Promise<void> {
  await store.mutate<StoredSchoolSettings>(SETTINGS, SETTINGS_DOCS.school, (current) =>
    current
      ? {
          ...current,
          principal: { ...current.principal, qualification: current.principal.qualification ?? '' },
          board: current.board ?? INSTALLER_FACTS.board,
          feeCapPercent: current.feeCapPercent ?? INSTALLER_FACTS.feeCapPercent,
        }
      : current,
  );
}

/**
 * Migration 10: the data-protection contact and the keeping of contact messages (issue 37) on
 * settings saved before them: no contact yet (the school's office stands in for it), messages kept
 * 24 months. Running it again changes nothing.
 */
export async function giveSettingsPrivacy(store: DocumentStore): Promise<void> {
  await store.mutate<StoredSchoolSettings>(SETTINGS, SETTINGS_DOCS.school, (current) =>
    current
      ? {
          ...current,
          dataProtection: current.dataProtection ?? INSTALLER_FACTS.dataProtection,
          retentionMonths: current.retentionMonths ?? INSTALLER_FACTS.retentionMonths,
        }
      : current,
  );
}

/**
 * Migration 11: admission enquiries (issue 38) on settings saved before them: the installer's classes
 * and ages, and enquiries kept 24 months. Running it again changes nothing.
 */
export async function giveSettingsAdmissions(store: DocumentStore): Promise<void> {
  await store.mutate<StoredSchoolSettings>(SETTINGS, SETTINGS_DOCS.school, (current) =>
    current
      ? {
          ...current,
          retentionMonths: { ...INSTALLER_FACTS.retentionMonths, ...current.retentionMonths },
          admissionClasses: current.admissionClasses ?? INSTALLER_FACTS.admissionClasses,
        }
      : current,
  );
}
