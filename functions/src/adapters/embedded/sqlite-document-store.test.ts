import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { documentStoreContract } from '../../ports/document-store.contract.js';
import type { Query } from '../../ports/document-store.js';
import { orderSql, whereSql, type SqlParam } from './sqlite-query.js';
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

describe('SqliteDocumentStore indexes', () => {
  it('pages a list by publishedAt from its index, without sorting the collection', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-sqlite-'));
    const store = new SqliteDocumentStore(join(dir, 'school.db'));
    try {
      const query: Query = {
        where: [{ field: 'publishedAt', op: '<=', value: '2026-11-25T00:00:00.000Z' }],
        orderBy: [
          { field: 'publishedAt', direction: 'desc' },
          { field: 'id', direction: 'desc' },
        ],
        limit: 13,
      };
      const { sql, params } = whereSql('events', query);
      const reader = new Database(join(dir, 'school.db'), { readonly: true });
      const plan = reader
        .prepare<SqlParam[], { detail: string }>(
          `EXPLAIN QUERY PLAN SELECT id, data FROM documents WHERE ${sql} ORDER BY ${orderSql(query.orderBy ?? [])} LIMIT 13`,
        )
        .all(...params)
        .map((step) => step.detail);
      reader.close();
      expect(plan.join(' | ')).toContain('USING INDEX documents_by_publishedAt');
      expect(plan.join(' | ')).not.toContain('TEMP B-TREE');
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
