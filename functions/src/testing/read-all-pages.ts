import { expect } from 'vitest';

// Reading a paged list to its end, as a client follows `next`: what the tests of the paged lists share.

/** Every row of the list, page after page from the first, each page checked against its `limit`. */
export async function readAllPages<T>(
  limit: number,
  readPage: (after: string | undefined) => Promise<{ rows: T[]; next?: string | null | undefined }>,
): Promise<T[]> {
  const rows: T[] = [];
  let after: string | undefined;
  do {
    const page = await readPage(after);
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    after = page.next ?? undefined;
  } while (after);
  return rows;
}
