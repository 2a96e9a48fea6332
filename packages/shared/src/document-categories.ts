// The documents' categories, without zod: the public
// /documents page reads its address's category with these and spells its calls with them, and a
// page's first script must not carry zod (web/src/lib/zod-without-eval.ts). document-schemas.ts
// checks the same list (document-categories.test.ts holds the two together).

export const DOCUMENT_CATEGORY_LIST = [
  'circular',
  'fee-structure',
  'holiday-list',
  'book-uniform-list',
  'syllabus',
  'form',
  'result',
  'certificate',
  'other',
] as const;
export type DocumentCategoryName = (typeof DOCUMENT_CATEGORY_LIST)[number];

/** Each category's name in English: the admin's label, and the public pages' message id (translated in the documents catalogue). */
export const DOCUMENT_CATEGORY_NAMES: Record<DocumentCategoryName, string> = {
  circular: 'Circular',
  'fee-structure': 'Fee structure',
  'holiday-list': 'Holiday list',
  'book-uniform-list': 'Book and uniform list',
  syllabus: 'Syllabus',
  form: 'Form',
  result: 'Result',
  certificate: 'Certificate',
  other: 'Other',
};

/** `text` as a category; undefined when it names none. */
export const documentCategoryOf = (text: string): DocumentCategoryName | undefined =>
  (DOCUMENT_CATEGORY_LIST as readonly string[]).includes(text) ? (text as DocumentCategoryName) : undefined;
