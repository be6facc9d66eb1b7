import { z } from 'zod';

/** A branch of the chain, as `GET /api/v1/centers` lists it. */
export const centerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type Center = z.infer<typeof centerSchema>;
