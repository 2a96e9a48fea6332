import { DOCUMENT_ID, type CursorValue, type OrderClause, type Query, type WhereClause } from '../../ports/document-store.js';

// The SQL of a DocumentStore query over the one `documents` table (see SqliteDocumentStore). Values
// are always bound parameters; field names are checked against a strict pattern before they get
// here (assertQuery), so they may be written into the JSON paths.

export type SqlParam = string | number | null;
type WhereValue = WhereClause['value'];

/** The WHERE clause: the collection, the filters, the ordered fields present, and the cursor. */
export function whereSql(collection: string, query: Query): { sql: string; params: SqlParam[] } {
  const parts = ['collection = ?'];
  const params: SqlParam[] = [collection];
  for (const clause of query.where ?? []) {
    const { sql, values } = clauseSql(clause);
    parts.push(sql);
    params.push(...values);
  }
  const orders = query.orderBy ?? [];
  // Firestore leaves out documents that lack an ordered field; the id is never lacking.
  for (const { field } of orders) if (field !== DOCUMENT_ID) parts.push(`json_type(data, ${quotePath(field)}) IS NOT NULL`);
  if (query.startAfter?.length) {
    const cursor = cursorSql(orders, query.startAfter);
    parts.push(cursor.sql);
    params.push(...cursor.params);
  }
  return { sql: parts.join(' AND '), params };
}

/** The ORDER BY list. Firestore breaks ties by document id, in the direction of the last ordering. */
export function orderSql(orders: OrderClause[]): string {
  const terms = orders.map((o) => `${orderExpr(o.field)} ${sqlDirection(o)}`);
  const last = orders.at(-1);
  if (last?.field !== DOCUMENT_ID) terms.push(`id ${last ? sqlDirection(last) : 'ASC'}`);
  return terms.join(', ');
}

/**
 * "After this position" as a lexicographic comparison of the orderBy tuple, each field in its own
 * direction: after (x, y) in (a desc, b asc) is `a < x OR (a = x AND b > y)`. A row-value
 * comparison `(a, b) > (x, y)` would be shorter but cannot mix directions.
 */
function cursorSql(orders: OrderClause[], values: CursorValue[]): { sql: string; params: SqlParam[] } {
  const alternatives: string[] = [];
  const params: SqlParam[] = [];
  orders.forEach((order, k) => {
    const equal = orders.slice(0, k).map((o) => `${orderExpr(o.field)} = ?`);
    const beyond = `${orderExpr(order.field)} ${order.direction === 'desc' ? '<' : '>'} ?`;
    alternatives.push(`(${[...equal, beyond].join(' AND ')})`);
    params.push(...values.slice(0, k + 1).map(toSql));
  });
  return { sql: `(${alternatives.join(' OR ')})`, params };
}

// The same expression in ORDER BY and in the cursor, so both compare alike (BINARY collation: UTF-8
// bytes, as Firestore orders strings).
const orderExpr = (field: string): string => (field === DOCUMENT_ID ? 'id' : `json_extract(data, ${quotePath(field)})`);
const sqlDirection = (order: OrderClause): string => (order.direction === 'desc' ? 'DESC' : 'ASC');

const quotePath = (field: string): string => `'$.${field}'`;

function clauseSql({ field, op, value }: WhereClause): { sql: string; values: SqlParam[] } {
  const path = quotePath(field);
  if (op === 'array-contains') {
    // json_each over a single value yields that value: only a list may match, as in Firestore.
    return {
      sql: `(json_type(data, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) WHERE ${valueMatch('value', 'type', value)}))`,
      values: sqlValues(value),
    };
  }
  if (op === '==') return { sql: valueMatch(`json_extract(data, ${path})`, `json_type(data, ${path})`, value), values: sqlValues(value) };
  // Like Firestore, a range filter only matches values of the same kind (numbers with numbers...).
  const kind = typeof value === 'number' ? "IN ('integer', 'real')" : "= 'text'";
  return { sql: `(json_type(data, ${path}) ${kind} AND json_extract(data, ${path}) ${op} ?)`, values: [toSql(value)] };
}

// JSON true/false come out of SQLite as 1/0, so booleans are matched on their JSON type too.
function valueMatch(expr: string, typeExpr: string, value: WhereValue): string {
  if (typeof value === 'boolean') return `${typeExpr} = '${value ? 'true' : 'false'}'`;
  if (typeof value === 'number') return `(${typeExpr} IN ('integer', 'real') AND ${expr} = ?)`;
  return `(${typeExpr} = 'text' AND ${expr} = ?)`;
}

function sqlValues(value: WhereValue): SqlParam[] {
  return typeof value === 'boolean' ? [] : [value];
}

function toSql(value: WhereValue): SqlParam {
  return typeof value === 'boolean' ? Number(value) : value;
}
