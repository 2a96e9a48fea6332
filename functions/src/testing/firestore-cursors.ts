// What the in-process Firestore emulator (@firestore-emulator/server 0.3.15) lacks for paged lists,
// taught as real Firestore does it. Its query ignores an ordering by `__name__` (it looks for a
// field of that name, finds none, and leaves insertion order), ignores start cursors, and orders by
// nothing after the given fields. Firestore orders by the document name after the given fields, in
// the direction of the last one; leaves out documents lacking an ordered field; and starts at a
// position compared field by field, each in its own direction.
//
// Only queries that order by `__name__` or carry a start cursor are taken over, so every other query
// keeps the package's behaviour that the rest of the tests were written against. The port pages with
// startAfter only, so end cursors (endAt, endBefore) and offset are not taught: still ignored.

/** The field path Firestore's FieldPath.documentId() becomes on the wire. */
const NAME = '__name__';
// google.firestore.v1.StructuredQuery.Direction
const DESCENDING = 2;

/** A value as the package gives out a stored field (`toV1ValueObject`): only its own kind is set. */
interface Plain {
  null_value?: unknown;
  boolean_value?: boolean;
  integer_value?: number | string;
  double_value?: number;
  timestamp_value?: { seconds?: number | string; nanos?: number };
  string_value?: string;
  reference_value?: string;
}
/** A google.firestore.v1.Value message as a request carries it (every getter answers; has_* says which is set). */
interface WireValue {
  has_null_value: boolean;
  has_boolean_value: boolean;
  boolean_value: boolean;
  has_integer_value: boolean;
  integer_value: number;
  has_double_value: boolean;
  double_value: number;
  has_timestamp_value: boolean;
  timestamp_value: { seconds: number; nanos: number };
  has_string_value: boolean;
  string_value: string;
  has_reference_value: boolean;
  reference_value: string;
}
interface Cursor {
  values: WireValue[];
  before: boolean;
}
export interface StructuredQuery {
  order_by: { field: { field_path: string }; direction: number }[];
  has_start_at: boolean;
  start_at: Cursor;
  has_limit: boolean;
  limit: { value: number } | undefined;
  serializeBinary(): Uint8Array;
  /** The message's class, to copy it. */
  readonly constructor: { deserializeBinary(bytes: Uint8Array): StructuredQuery };
}
export interface StoredDocument {
  /** The document id: the last segment of its path. */
  readonly name: string;
  getField(path: string): { toV1ValueObject(): Plain } | undefined;
}
export type V1Query<D extends StoredDocument> = (parent: string, query: StructuredQuery) => D[];

/** The package's v1Query with Firestore's ordering by name and its cursors. */
export function withNamesAndCursors<D extends StoredDocument>(original: V1Query<D>): V1Query<D> {
  return (parent, query) => {
    const given = query.order_by.map((o) => ({ field: o.field.field_path, sign: o.direction === DESCENDING ? -1 : 1 }));
    if (!given.some((o) => o.field === NAME) && !query.has_start_at) return original(parent, query);
    const orders = given.at(-1)?.field === NAME ? given : [...given, { field: NAME, sign: given.at(-1)?.sign ?? 1 }];
    // The package filters; the limit must wait until the order and cursors are applied.
    const unlimited = query.constructor.deserializeBinary(query.serializeBinary());
    unlimited.limit = undefined;
    const position = (doc: D): Plain[] => orders.map(({ field }) => valueOf(doc, field));
    // Above zero when a document's position comes after the cursor's, in the query's order.
    const relativeTo = (doc: Plain[], cursor: Cursor): number => {
      for (const [i, value] of cursor.values.entries()) {
        const order = orders[i];
        const c = order ? order.sign * compare(doc[i] ?? {}, plain(value)) : 0;
        if (c !== 0) return c;
      }
      return 0;
    };
    let rows = original(parent, unlimited)
      .filter((doc) => orders.every(({ field }) => field === NAME || doc.getField(field) !== undefined))
      .map((doc) => ({ doc, at: position(doc) }))
      .sort((a, b) => {
        for (const [i, { sign }] of orders.entries()) {
          const c = sign * compare(a.at[i] ?? {}, b.at[i] ?? {});
          if (c !== 0) return c;
        }
        return 0;
      });
    // `before` puts the cursor just before its position (startAt keeps a document there), else just
    // after it (startAfter leaves it out).
    const start = query.has_start_at ? query.start_at : undefined;
    if (start) rows = rows.filter(({ at }) => (start.before ? relativeTo(at, start) >= 0 : relativeTo(at, start) > 0));
    const docs = rows.map(({ doc }) => doc);
    return query.has_limit && query.limit ? docs.slice(0, query.limit.value) : docs;
  };
}

const valueOf = (doc: StoredDocument, field: string): Plain =>
  field === NAME ? { reference_value: doc.name } : (doc.getField(field)?.toV1ValueObject() ?? {});

function plain(value: WireValue): Plain {
  if (value.has_null_value) return { null_value: 0 };
  if (value.has_boolean_value) return { boolean_value: value.boolean_value };
  if (value.has_integer_value) return { integer_value: value.integer_value };
  if (value.has_double_value) return { double_value: value.double_value };
  if (value.has_timestamp_value) return { timestamp_value: value.timestamp_value };
  if (value.has_string_value) return { string_value: value.string_value };
  if (value.has_reference_value) return { reference_value: value.reference_value };
  throw new Error('The Firestore stand-in orders only by nulls, booleans, numbers, timestamps, strings and document names');
}

// Firestore's order of kinds: null, booleans, numbers (integers and doubles together), timestamps,
// strings (by UTF-8 bytes), references (here one collection's documents, so by id).
function rank(value: Plain): number {
  if (value.null_value !== undefined) return 0;
  if (value.boolean_value !== undefined) return 1;
  if (value.integer_value !== undefined || value.double_value !== undefined) return 2;
  if (value.timestamp_value !== undefined) return 3;
  if (value.string_value !== undefined) return 4;
  if (value.reference_value !== undefined) return 6;
  throw new Error('The Firestore stand-in orders only by nulls, booleans, numbers, timestamps, strings and document names');
}

function compare(a: Plain, b: Plain): number {
  const kind = rank(a);
  if (kind !== rank(b)) return Math.sign(kind - rank(b));
  const number = (v: Plain): number => Number(v.integer_value ?? v.double_value);
  const instant = (v: Plain): [number, number] => [Number(v.timestamp_value?.seconds ?? 0), v.timestamp_value?.nanos ?? 0];
  const id = (v: Plain): string => (v.reference_value ?? '').slice((v.reference_value ?? '').lastIndexOf('/') + 1);
  switch (kind) {
    case 1:
      return Number(a.boolean_value) - Number(b.boolean_value);
    case 2:
      return Math.sign(number(a) - number(b));
    case 3: {
      const [x, y] = [instant(a), instant(b)];
      return Math.sign(x[0] - y[0] || x[1] - y[1]);
    }
    case 4:
      return Buffer.compare(Buffer.from(a.string_value ?? ''), Buffer.from(b.string_value ?? ''));
    case 6:
      return Buffer.compare(Buffer.from(id(a)), Buffer.from(id(b)));
    default:
      return 0;
  }
}
