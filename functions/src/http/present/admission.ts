import type { AdmissionLink } from '@school/shared/admission-schemas';

/** The admission form's link as the API answers it, stored or just saved ('' when there is none). */
export const presentAdmissionLink = (admissionFormLink: string): AdmissionLink => ({ admissionFormLink });
