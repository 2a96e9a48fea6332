import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { record, recordBy } from './audit-log.js';

// Recording never fails the action it records; a use case records only for a member who acted.
// What each staff write records is observed over HTTP (http/routes/activity-*.test.ts).

describe('audit log', () => {
  it('never fails the action when the entry cannot be stored', async () => {
    const errors: unknown[] = [];
    const store = { add: () => Promise.reject(new Error('disk full')) } as unknown as DocumentStore;
    const input = { action: 'edit', memberId: 'u1', memberName: 'A', email: 'a@school.example' } as const;
    await expect(record({ store, clock: { now: () => new Date() }, log: { error: (...args) => errors.push(args) } }, input)).resolves.toBe(
      undefined,
    );
    expect(errors).toHaveLength(1);
  });

  it('records nothing for a script, nor when the caller records the action under its own name', async () => {
    const added: unknown[] = [];
    const store = { add: (_c: string, entry: unknown) => Promise.resolve(added.push(entry)) } as unknown as DocumentStore;
    const deps = { store, clock: { now: () => new Date() } };
    const member = { id: 'u1', name: 'A', email: 'A@School.example' };
    await recordBy(deps, undefined, { action: 'edit' });
    await recordBy(deps, { ...member, recordedByCaller: true }, { action: 'edit' });
    await recordBy(deps, member, { action: 'edit', itemKind: 'page', itemId: 'p1', itemTitle: 'Uniform' });
    expect(added).toEqual([expect.objectContaining({ action: 'edit', memberId: 'u1', email: 'a@school.example', itemTitle: 'Uniform' })]);
  });
});
