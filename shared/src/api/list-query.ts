import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Query string of every list endpoint: `?q&page&perPage&sortBy&sortDesc&<filters>`. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(64).optional(),
  sortDesc: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The body of every list response. */
export interface ListResult<T> {
  items: T[];
  /** Rows matching the query; a lower bound when `totalCapped` is set. */
  total: number;
  /** Set when counting stopped early: more rows match than `total` (print "1,000+"). */
  totalCapped?: boolean;
}
