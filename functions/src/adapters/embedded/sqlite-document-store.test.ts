import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentStoreContract } from '../../ports/document-store.contract.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';

documentStoreContract('SqliteDocumentStore (a real SQLite file)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'school-sqlite-'));
  const store = new SqliteDocumentStore(join(dir, 'school.db'));
  return {
    store,
    dispose: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
