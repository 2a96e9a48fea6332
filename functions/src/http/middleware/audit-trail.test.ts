import type { Request } from 'express';
import { REVISION_KINDS } from '@school/shared/revision-schemas';
import { describe, expect, it } from 'vitest';
import { record } from '../../domain/audit/audit-log.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { describeWrite } from './audit-trail.js';

// What the audit trail calls each staff write, read from the route Express matched; and that a
// store failure while recording never fails the write itself.

const described = (method: string, path: string, data: Record<string, unknown> = {}, params: Record<string, string> = {}) =>
  describeWrite({ method, baseUrl: '/api', route: { path }, params } as unknown as Request, { data });

describe('audit trail', () => {
  it('names an action and an item kind for every staff write of the API', () => {
    const writes = ROUTES.filter((r) => r.method !== 'GET' && r.access !== 'public' && r.access !== 'optional');
    expect(writes.length).toBeGreaterThan(30);
    // Each path parameter filled in, a revision's kind with one the API knows.
    const params = (path: string) =>
      Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, name === 'kind' ? 'page' : 'x']));
    const unnamed = writes.filter((r) => !r.path.startsWith('/auth') && described(r.method, r.path, {}, params(r.path)).itemKind === null);
    expect(unnamed.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('reads the verb, the created id, the title and the new role', () => {
    expect(described('POST', '/page-texts/:page/publish', {}, { page: 'home' })).toMatchObject({
      action: 'publish',
      itemKind: 'page-texts',
      itemId: 'home',
    });
    expect(described('POST', '/staff/:id/disable', { name: 'Ms. Kaur' }, { id: 'u1' })).toMatchObject({
      action: 'disable',
      itemTitle: 'Ms. Kaur',
    });
    expect(described('PUT', '/staff/:id/role', { name: 'Ms. Kaur', role: 'superadmin' }, { id: 'u1' })).toMatchObject({
      action: 'role-change',
      detail: 'Role: superadmin',
    });
    expect(
      described(
        'POST',
        '/revisions/:kind/:itemId/:revisionId/restore',
        { title: 'Sports day' },
        { kind: 'event', itemId: 'e1', revisionId: 'r1' },
      ),
    ).toMatchObject({ action: 'restore', itemKind: 'news-or-event', itemId: 'e1', itemTitle: 'Sports day', detail: 'An earlier version' });
    // Every kind of revision names its item (settings and page texts have no title in the log).
    for (const kind of REVISION_KINDS) {
      expect(
        described('POST', '/revisions/:kind/:itemId/:revisionId/restore', {}, { kind, itemId: 'x', revisionId: 'r' }).itemKind,
      ).not.toBeNull();
    }
    // A restore names what came back by its own kind.
    expect(described('POST', '/trash/:id/restore', { _id: 't1', kind: 'gallery', title: 'Annual day' }, { id: 't1' })).toMatchObject({
      action: 'restore',
      itemKind: 'gallery',
      itemId: 't1',
      itemTitle: 'Annual day',
    });
    expect(described('POST', '/trash/:id/restore', { kind: 'message', title: 'Admission query' }, { id: 'm1' })).toMatchObject({
      itemKind: 'message',
      itemTitle: null,
    });
    expect(described('POST', '/galleries', { _id: 'g1', title: 'Annual day' })).toMatchObject({
      action: 'create',
      itemKind: 'gallery',
      itemId: 'g1',
      itemTitle: 'Annual day',
    });
    expect(described('DELETE', '/galleries/:id/images/:imageId', { title: 'Annual day' }, { id: 'g1', imageId: 'i1' })).toMatchObject({
      action: 'delete',
      itemKind: 'photo',
      itemId: 'i1',
      itemTitle: null,
      detail: 'In the gallery "Annual day"',
    });
    expect(described('PUT', '/settings', { name: 'Convent School' })).toMatchObject({ action: 'settings-change', itemTitle: null });
  });

  it('never fails the action when the entry cannot be stored', async () => {
    const errors: unknown[] = [];
    const store = { add: () => Promise.reject(new Error('disk full')) } as unknown as DocumentStore;
    const input = { action: 'edit', memberId: 'u1', memberName: 'A', email: 'a@school.example' } as const;
    await expect(record({ store, clock: { now: () => new Date() }, log: { error: (...args) => errors.push(args) } }, input)).resolves.toBe(
      undefined,
    );
    expect(errors).toHaveLength(1);
  });
});
