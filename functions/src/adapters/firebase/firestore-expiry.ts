import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, WhereClause } from '../../ports/document-store.js';
import { isInstant } from '../document-store-guards.js';

// Firestore deletes short-lived records itself with a TTL policy (firestore.indexes.json), which
// reads only a Timestamp field. So the adapter stores a document's top-level `expiresAt` as a
// Timestamp and hands it back as the ISO text it was given (the guards admit only
// Date.toISOString's form, which survives the trip unchanged); the port stays JSON. Every path
// that writes or reads documents goes through these two, transactions included.

/** The field TTL policies read; its value is an ISO instant in the port, a Timestamp in Firestore. */
export const EXPIRES_AT = 'expiresAt';

/** The document as Firestore stores it. */
export function toFirestore<T extends DocumentData>(data: T): Record<string, unknown> {
  const value = data[EXPIRES_AT];
  return typeof value === 'string' ? { ...data, [EXPIRES_AT]: Timestamp.fromDate(new Date(value)) } : data;
}

/** The document as the port gives it out. */
export function fromFirestore<T extends DocumentData>(data: Record<string, unknown> | undefined): T {
  const value = data?.[EXPIRES_AT];
  return (value instanceof Timestamp ? { ...data, [EXPIRES_AT]: value.toDate().toISOString() } : data) as T;
}

/** A filter's or cursor's value as Firestore compares it: instants of `expiresAt` become Timestamps. */
export function whereValue({ field, value }: Pick<WhereClause, 'field' | 'value'>): unknown {
  return field === EXPIRES_AT && typeof value === 'string' && isInstant(value) ? Timestamp.fromDate(new Date(value)) : value;
}
