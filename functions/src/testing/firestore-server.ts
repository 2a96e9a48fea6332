import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import { withNamesAndCursors, type StoredDocument, type V1Query } from './firestore-cursors.js';

// The package's ESM build imports files without extensions, which Node refuses when vite's
// resolver prefers its "module" field; its CommonJS build loads everywhere.
const { FirestoreServer: EmulatorServer, FirestoreStateDocument } = createRequire(import.meta.url)('@firestore-emulator/server') as {
  FirestoreServer: typeof FirestoreServerType;
  FirestoreStateDocument: { prototype: { getField: (this: StateDocument, path: string) => unknown } };
};

// Real Firestore filters and orders by a field inside a map ("item.email": the trash's copy of a
// message, domain/personal-data); the package throws "Not implemented" for a dotted path. Taught
// here to walk the maps, once for the process (the change is the same for every server).
type StateDocument = { fields: Record<string, unknown> };
type MapField = { type?: string; value?: Record<string, unknown> };
const fieldOf = FirestoreStateDocument.prototype.getField;
FirestoreStateDocument.prototype.getField = function (this: StateDocument, path: string): unknown {
  if (!path.includes('.')) return fieldOf.call(this, path);
  let field: unknown = { type: 'map_value', value: this.fields };
  for (const part of path.split('.')) {
    const map = field as MapField | undefined;
    field = map?.type === 'map_value' ? map.value?.[part] : undefined;
  }
  return field;
};

// gRPC's ABORTED: the answer real Firestore gives a transaction that lost a race, which the SDK retries.
const ABORTED = 10;
const BATCH_GET = '/google.firestore.v1.Firestore/BatchGetDocuments';
const COMMIT = '/google.firestore.v1.Firestore/Commit';
const ROLLBACK = '/google.firestore.v1.Firestore/Rollback';

type Handler = (call: GrpcCall, callback?: (error: unknown, value?: unknown) => void) => void;
interface GrpcCall {
  request: {
    documents?: string[];
    has_new_transaction?: boolean;
    transaction?: Uint8Array;
    writes?: { has_delete?: boolean; delete?: string; update?: { name?: string } }[];
  };
  write?: (message: { transaction?: Uint8Array }) => boolean;
}
interface Internals {
  server: { handlers: Map<string, { func: Handler }> };
  state: {
    writeV1Document: (date: Date, write: NonNullable<GrpcCall['request']['writes']>[number]) => unknown;
    v1Query: V1Query<StoredDocument>;
  };
}

/**
 * The in-process emulator, taught ordering by document id and query cursors (firestore-cursors.ts),
 * and transactions. The package answers every transaction with one dummy id and commits it
 * blindly, so two read-modify-writes of one document would both "succeed" and one would be lost,
 * which real Firestore never allows. Here each transaction gets its own id, remembers which version
 * of each document it read, and its commit answers ABORTED when any of them was written since:
 * optimistic where Firestore locks, but the same outcome for the SDK, which runs the transaction
 * again. (Reads through queries inside a transaction are not tracked;
 * the DocumentStore reads by id.)
 */
export class FirestoreServer extends EmulatorServer {
  private readonly versions = new Map<string, number>();
  private readonly reads = new Map<string, Map<string, number>>();

  constructor() {
    super();
    const { server, state } = this as unknown as Internals;
    const write = state.writeV1Document.bind(state);
    state.writeV1Document = (date, change) => {
      const result = write(date, change);
      const path = change.has_delete ? change.delete : change.update?.name;
      if (path) this.versions.set(path, (this.versions.get(path) ?? 0) + 1);
      return result;
    };
    state.v1Query = withNamesAndCursors(state.v1Query.bind(state));
    this.wrap(server, BATCH_GET, (original) => (call) => this.batchGet(original, call));
    this.wrap(server, COMMIT, (original) => (call, callback) => this.commit(original, call, callback));
    this.wrap(server, ROLLBACK, (original) => (call, callback) => {
      this.reads.delete(key(call.request.transaction));
      original(call, callback);
    });
  }

  private wrap(server: Internals['server'], path: string, make: (original: Handler) => Handler): void {
    const handler = server.handlers.get(path);
    if (!handler) throw new Error(`The Firestore emulator has no ${path} handler to wrap: was the package updated?`);
    handler.func = make(handler.func);
  }

  private batchGet(original: Handler, call: GrpcCall): void {
    let transaction = key(call.request.transaction);
    if (call.request.has_new_transaction) {
      const id = randomBytes(12);
      transaction = key(id);
      const write = call.write?.bind(call);
      call.write = (message) => {
        if (message.transaction?.length) message.transaction = Uint8Array.from(id);
        return write?.(message) ?? false;
      };
    }
    if (transaction) {
      const read = this.reads.get(transaction) ?? new Map<string, number>();
      for (const path of call.request.documents ?? []) read.set(path, this.versions.get(path) ?? 0);
      this.reads.set(transaction, read);
    }
    original(call);
  }

  private commit(original: Handler, call: GrpcCall, callback?: (error: unknown, value?: unknown) => void): void {
    const transaction = key(call.request.transaction);
    const read = this.reads.get(transaction);
    this.reads.delete(transaction);
    const stale = [...(read ?? [])].some(([path, version]) => (this.versions.get(path) ?? 0) !== version);
    if (stale) {
      callback?.({ code: ABORTED, message: 'Transaction lost a race: a document it read was written since', name: 'Error' });
      return;
    }
    original(call, callback);
  }
}

const key = (bytes: Uint8Array | undefined): string => (bytes?.length ? Buffer.from(bytes).toString('hex') : '');
