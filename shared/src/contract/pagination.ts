import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** `?page=&limit=` of every list call. Absent: the first page of DEFAULT_PAGE_SIZE. */
export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
});

/** Free-text search of admin lists. */
export const searchParam = z.string().trim().max(200).optional();

/** What a paged list call tells besides its array body (from `X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
