// The classes the school admits to and the age each asks for (issue 38): "Nursery: 3 years by 31
// March". Staff set the list in /admin/settings; the enquiry form offers it and says, from a date of
// birth, which class a child is of an age for. Plain code, no zod: the form shows it before its
// schemas load.

export interface AdmissionClass {
  /** As the school names it: "Nursery", "Class 1". */
  name: string;
  /** Whole years the child has completed by `by`. */
  age: number;
  /** The cut-off day, MM-DD, in the year the academic year starts: '03-31'. */
  by: string;
}

const NAMED = ['Nursery', 'LKG', 'UKG'];

/** A new install's classes: Nursery at 3 years by 31 March (NEP 2020: Class 1 at 6), up to Class 12. */
export const DEFAULT_ADMISSION_CLASSES: readonly AdmissionClass[] = [
  ...NAMED.map((name, index) => ({ name, age: 3 + index, by: '03-31' })),
  ...Array.from({ length: 12 }, (_, index) => ({ name: `Class ${index + 1}`, age: 6 + index, by: '03-31' })),
];

/** An academic year as schools write it: 2027-28. */
export const ACADEMIC_YEAR_PATTERN = /^\d{4}-\d{2}$/;

/** The academic year (April to March) a school day (YYYY-MM-DD) falls in. */
export function academicYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The years a parent may enquire for on `day`: the one under way and the next. */
export function enquiryYears(day: string): [string, string] {
  const current = academicYearOf(day);
  const start = Number(current.slice(0, 4)) + 1;
  return [current, `${start}-${String((start + 1) % 100).padStart(2, '0')}`];
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function completedYears(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** The child's age on a class's cut-off day in `academicYear`. */
export const ageForClass = (dateOfBirth: string, academicYear: string, admission: AdmissionClass): number =>
  completedYears(dateOfBirth, `${academicYear.slice(0, 4)}-${admission.by}`);

/**
 * The class a child born on `dateOfBirth` is of an age for in `academicYear`: the first whose age the
 * child has exactly completed by its cut-off day; null when none fits (younger or older than all).
 */
export function eligibleClass(dateOfBirth: string, academicYear: string, classes: readonly AdmissionClass[]): string | null {
  return classes.find((admission) => ageForClass(dateOfBirth, academicYear, admission) === admission.age)?.name ?? null;
}
