import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, the same shape Firestore gives auto ids, for both homes. */
export function newId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

// Ids and collection names reach the stores straight from URLs; anything outside this shape cannot
// name a document, which keeps path tricks ("../", "a/b") out of both Firestore and SQLite.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const COLLECTION_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export const isValidId = (id: string): boolean => ID_PATTERN.test(id);
export const isValidCollection = (name: string): boolean => COLLECTION_PATTERN.test(name);
export const isValidField = (name: string): boolean => FIELD_PATTERN.test(name);
