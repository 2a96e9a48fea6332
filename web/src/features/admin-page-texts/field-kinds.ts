// The kinds of field the page-texts editor draws (field-editor.tsx), apart from the pages' lists of
// them (page-fields.ts, disclosure-fields.ts), so each list imports only this.

export type Field =
  /** `documentLink`: a link staff may also fill from the library ("Choose a document"). */
  | { kind: 'text'; key: string; label: string; multiline?: boolean; help?: string; documentLink?: boolean }
  /** Formatted text, edited with the rich-text editor. */
  | { kind: 'rich'; key: string; label: string; help?: string }
  | { kind: 'select'; key: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'group'; key: string; label: string; fields: readonly Field[] }
  /** A list staff add to, remove from and reorder: of single lines (`item` null) or of cards. */
  | { kind: 'list'; key: string; label: string; itemLabel: string; item: readonly Field[] | null; blank: unknown };
