import type { FieldChange } from '@school/shared/revision-schemas';
import { htmlToText } from '@school/shared/plain-text';

// How two versions of an item differ, field by field, in the words the revisions screen shows. Each
// ItemKind's `revisions.changes` picks its fields (REVISION_FIELDS) or walks its own shape (page texts).

/** The compared fields (name → label) whose shown text differs between two versions (the later may be gone). */
export function fieldChanges(
  fields: Readonly<Record<string, string>>,
  before: Record<string, unknown>,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(fields)) {
    const old = shownText(field, before[field]);
    const now = after ? shownText(field, after[field]) : '';
    if (old !== now) changes.push({ field, label, before: old, after: now });
  }
  return changes;
}

/** "whyChoose" → "Why choose". */
export const labelOf = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field as plain text: lists joined, a page body (`content`, `translations`) without its markup. */
export function shownText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((one) => shownText(field, one)).join(', ');
  // An address, a map position, social links: their filled-in parts, in order.
  if (typeof value === 'object')
    return Object.values(value)
      .map((one) => shownText(field, one))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return '';
  // Page bodies, their translations among them, without their markup.
  if (field !== 'content' && field !== 'translations') return value;
  return htmlToText(value);
}
