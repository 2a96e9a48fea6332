/** The whole answer of an admin list's paged call (GET <list>?limit=): the rows and `next`, null on the last page. */
export const pageAnswer = <T>(items: T[], next: string | null = null) => ({ success: true, count: items.length, data: items, next });
