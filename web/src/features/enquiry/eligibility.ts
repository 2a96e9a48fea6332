import { ageForClass, eligibleClass, type AdmissionClass } from '@school/shared/admission-classes';

/** What the form tells a parent about a date of birth: the class it fits, the child's age then and the cut-off day. */
export interface Eligibility {
  /** The class the child is of an age for; null when none fits. */
  name: string | null;
  /** Whole years the child will have by `day` (0 for a child not yet a year old, or not yet born). */
  age: number;
  /** The cut-off day (YYYY-MM-DD) the age is counted at: the fitting class's, else the first class's. */
  day: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The class a child born on `dateOfBirth` is of an age for in `academicYear` by the school's cut-offs
 * (the server keeps the same answer with the enquiry); null until both are chosen, and for a birth
 * from `today` on (a slip of the picker, which the form refuses).
 */
export function eligibilityOf(
  dateOfBirth: string,
  academicYear: string,
  classes: readonly AdmissionClass[],
  today: string,
): Eligibility | null {
  const first = classes[0];
  if (!DAY.test(dateOfBirth) || dateOfBirth >= today || !academicYear || !first) return null;
  const name = eligibleClass(dateOfBirth, academicYear, classes);
  const cutOff = classes.find((one) => one.name === name) ?? first;
  return {
    name,
    age: Math.max(0, ageForClass(dateOfBirth, academicYear, cutOff)),
    day: `${academicYear.slice(0, 4)}-${cutOff.by}`,
  };
}
