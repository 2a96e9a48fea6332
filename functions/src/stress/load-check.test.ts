import { describe, expect, it } from 'vitest';
import { checkLoad, type LoadEvidence } from './load-check.js';

// The load test is only as good as its check: these feed it a lost, a doubled and a broken write.
const image = (id: string, url: string) => ({ _id: id, url, keys: [`galleries/g1/${id}-400.webp`] });
const gallery = (images: Array<{ _id: string; url: string }>) => ({ _id: 'g1', images });

function evidence(overrides: Partial<LoadEvidence> = {}): LoadEvidence {
  const stored = [image('i1', '/files/a.webp'), image('i2', '/files/b.webp')];
  return {
    sentContacts: [
      { subject: 'one', answer: { status: 201, body: { data: { _id: 'm1' } } } },
      { subject: 'two', answer: { status: 201, body: { data: { _id: 'm2' } } } },
    ],
    sentUploads: [
      { galleryId: 'g1', answer: { status: 201, body: { data: gallery(stored.slice(0, 1)) } } },
      { galleryId: 'g1', answer: { status: 201, body: { data: gallery(stored) } } },
    ],
    storedMessages: [
      { id: 'm1', subject: 'one' },
      { id: 'm2', subject: 'two' },
    ],
    inboxTotal: 2,
    listedGalleries: [gallery(stored)],
    storedGalleries: [{ id: 'g1', images: stored }],
    fileExists: () => Promise.resolve(true),
    served: () => Promise.resolve(true),
    resent: 0,
    durationMs: 1000,
    ...overrides,
  };
}

describe('load check', () => {
  it('passes a run where every acknowledged write is stored once', async () => {
    expect(await checkLoad(evidence())).toMatchObject({ requests: 4, acknowledged: 4, errors: 0, lost: 0, duplicates: 0, problems: [] });
  });

  it('counts an acknowledged message that is missing as lost', async () => {
    const figures = await checkLoad(evidence({ storedMessages: [{ id: 'm1', subject: 'one' }], inboxTotal: 1 }));
    expect(figures.lost).toBe(1);
  });

  it('counts a message stored twice as a duplicate', async () => {
    const storedMessages = [
      { id: 'm1', subject: 'one' },
      { id: 'm2', subject: 'two' },
      { id: 'm3', subject: 'two' },
    ];
    expect((await checkLoad(evidence({ storedMessages, inboxTotal: 3 }))).duplicates).toBe(1);
  });

  it('counts a photo whose files are gone as lost, and an error answer as an error, not a loss', async () => {
    const figures = await checkLoad(evidence({ fileExists: (key) => Promise.resolve(!key.includes('i2')) }));
    expect(figures.lost).toBe(1);
    const failed = evidence();
    failed.sentContacts[1] = { subject: 'two', answer: { status: 0, body: null, error: 'socket hang up' } };
    expect(await checkLoad(failed)).toMatchObject({ errors: 1, acknowledged: 3, lost: 0, storedWithoutAck: 1 });
  });

  it('notices when the API and the SQLite file disagree on the inbox', async () => {
    expect((await checkLoad(evidence({ inboxTotal: 5 }))).problems).toEqual([expect.stringContaining('inbox API counts 5')]);
  });
});
