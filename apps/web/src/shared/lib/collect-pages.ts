/** A page of a list the server pages: its rows, and how to ask for the next one (null at the end). */
export type ListPage<T, C> = { items: readonly T[]; next: C | null };

/**
 * Every row of a list the server pages, page after page, for an export: stops at the last page or
 * at `max` rows (a back-office list's export is for reading in a spreadsheet, not a dump).
 */
export async function collectPages<T, C>(
  first: C,
  fetchPage: (cursor: C) => Promise<ListPage<T, C>>,
  max = 10_000,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: C | null = first;
  while (cursor !== null && all.length < max) {
    const page: ListPage<T, C> = await fetchPage(cursor);
    all.push(...page.items);
    cursor = page.items.length === 0 ? null : page.next;
  }
  return all.slice(0, max);
}
