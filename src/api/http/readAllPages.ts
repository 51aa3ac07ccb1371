import { pageSizes, type Page } from '../contract/common';

/** Reads one page of a collection: its number (from 1) and the page_size to ask for. */
export type PageReader<T> = (page: number, pageSize: number) => Promise<Page<T>>;

/**
 * Every record of a collection, for the lists that page, sort and search in the browser: the first
 * page at the API's largest page size, then the pages its `meta.total_pages` says are left (a
 * server that answers with smaller pages than asked for says so there too). A record that moved
 * to a later page between two reads is kept once.
 */
export async function readAllPages<T extends { id: unknown }>(readPage: PageReader<T>): Promise<T[]> {
  const first = await readPage(1, pageSizes.max);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.total_pages - 1) }, (_, index) => readPage(index + 2, pageSizes.max)),
  );
  const seen = new Set<string>();
  const items: T[] = [];
  for (const item of [first, ...rest].flatMap((page) => page.items)) {
    const id = String(item.id);
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(item);
  }
  return items;
}
