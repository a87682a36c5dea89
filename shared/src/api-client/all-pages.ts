import { MAX_PAGE_SIZE } from '../contract/constants';
import type { Page } from '../contract/pagination';

/** Every item of a list call (a picker's choices), a page of the most at a time. */
export async function allPages<T>(
  fetchPage: (query: { page: number; limit: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const got = await fetchPage({ page, limit: MAX_PAGE_SIZE });
    all.push(...got.items);
    if (got.items.length < MAX_PAGE_SIZE || all.length >= got.total) return all;
  }
}
