import { z } from 'zod';

/** The navbar search's suggestions, in the template's three groups. */
export const autosuggestDataSchema = z.object({
  pages: z.array(z.object({ title: z.string(), route: z.string() })),
  files: z.array(z.object({ title: z.string(), by: z.string(), size: z.string() })),
  contacts: z.array(z.object({ title: z.string(), email: z.string(), avatar: z.string() })),
});
export type AutosuggestData = z.infer<typeof autosuggestDataSchema>;
