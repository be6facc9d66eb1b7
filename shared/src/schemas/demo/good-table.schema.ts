import { z } from 'zod';
import { listQuerySchema } from '../../api/list-query';

/** The template's employee statuses, in its order (current staff first). */
export const GOOD_TABLE_STATUSES = ['current', 'professional', 'rejected', 'resigned', 'applied'] as const;
export type GoodTableStatus = (typeof GOOD_TABLE_STATUSES)[number];

/** One row of the template's good-table pages: an employee record. */
export const goodTableRowSchema = z.object({
  id: z.number().int(),
  /** A picture URL; null shows the initials (the demo bundles no pictures). */
  avatar: z.string().nullable(),
  fullName: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** ISO date, YYYY-MM-DD. */
  startDate: z.string(),
  /** Yearly salary in US dollars. */
  salary: z.number(),
  age: z.number().int(),
  /** Years of experience. */
  experience: z.number().int(),
  status: z.enum(GOOD_TABLE_STATUSES),
});
export type GoodTableRow = z.infer<typeof goodTableRowSchema>;

export const goodTableRowsSchema = z.array(goodTableRowSchema);

/** Rows grouped under a heading (`mode: 'span'` is the template's full-width group header row). */
export const goodTableRowGroupSchema = z.object({
  mode: z.literal('span'),
  label: z.string(),
  children: goodTableRowsSchema,
});
export type GoodTableRowGroup = z.infer<typeof goodTableRowGroupSchema>;
export const goodTableRowGroupsSchema = z.array(goodTableRowGroupSchema);

export const GOOD_TABLE_SORT_KEYS = [
  'id',
  'fullName',
  'post',
  'email',
  'city',
  'startDate',
  'salary',
  'age',
  'experience',
  'status',
] as const;
export type GoodTableSortKey = (typeof GOOD_TABLE_SORT_KEYS)[number];

/** `table_ssr`: paged, sorted and searched on the server; unknown parameters are refused. */
export const goodTableSsrQuerySchema = listQuerySchema
  .extend({ sortBy: z.enum(GOOD_TABLE_SORT_KEYS).optional() })
  .strict();
export type GoodTableSsrQuery = z.infer<typeof goodTableSsrQuerySchema>;

export const goodTableSsrResponseSchema = z.object({
  total: z.number().int(),
  rows: goodTableRowsSchema,
});
export type GoodTableSsrResponse = z.infer<typeof goodTableSsrResponseSchema>;
