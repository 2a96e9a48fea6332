import { admissionClassesSchema, type AdmissionClass } from '@school/shared/admission-class-schemas';

// The classes and admission ages (issue 38) as the settings form holds them: one row of texts per
// class, each with a key of its own so a row keeps its boxes when another is removed or moved. The
// check is the API's own schema, so a message beside a box is the one the server would answer.

export type ClassField = 'name' | 'age' | 'by';

export interface ClassRow {
  key: number;
  name: string;
  age: string;
  by: string;
}

export interface ClassErrors {
  /** About the whole list (none left, too many, a name twice). */
  list?: string;
  /** By row key, then field. */
  rows: Record<number, Partial<Record<ClassField, string>>>;
}

let lastKey = 0;
/** A key no row of this page has had. */
export const newKey = (): number => (lastKey += 1);

export const rowsFromClasses = (classes: readonly AdmissionClass[]): ClassRow[] =>
  classes.map((one) => ({ key: newKey(), name: one.name, age: String(one.age), by: one.by }));

export const emptyRow = (): ClassRow => ({ key: newKey(), name: '', age: '', by: '03-31' });

/** The age as a number when the text is one (else the text, so the schema answers "Age must be a number"). */
const ageOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** The box's id (the form moves the focus to the first one that needs correcting). */
export const classFieldId = (key: number, field: ClassField): string => `settings-class-${key}-${field}`;
export const CLASS_LIST_MESSAGE_ID = 'settings-classes-message';

/** Either the classes, ready to send, or the messages; `firstId` is the box (or list message) to focus. */
export function checkClasses(
  rows: readonly ClassRow[],
): { classes: AdmissionClass[]; errors: null; firstId: null } | { classes: null; errors: ClassErrors; firstId: string } {
  const result = admissionClassesSchema.safeParse(rows.map((row) => ({ name: row.name, age: ageOf(row.age), by: row.by.trim() })));
  if (result.success) return { classes: result.data, errors: null, firstId: null };
  const errors: ClassErrors = { rows: {} };
  let firstId = '';
  for (const issue of result.error.issues) {
    const [at, field] = issue.path;
    const row = typeof at === 'number' ? rows[at] : undefined;
    if (row && (field === 'name' || field === 'age' || field === 'by')) {
      const messages = (errors.rows[row.key] ??= {});
      messages[field] ??= issue.message;
      firstId ||= classFieldId(row.key, field);
    } else {
      errors.list ??= issue.message;
      firstId ||= CLASS_LIST_MESSAGE_ID;
    }
  }
  return { classes: null, errors, firstId };
}

/** `rows` with the row at `from` moved by `by` places (within the list). */
export function moveRow(rows: readonly ClassRow[], from: number, by: number): ClassRow[] {
  const to = from + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
