import { z } from 'zod';

/** The form repeater page: invoice-like lines added and removed at will, with a running total. */
export const repeaterLineSchema = z.object({
  item: z.string().trim().min(1, 'Enter an item name.').max(120, 'Keep the name under 120 characters.'),
  cost: z.number({ error: 'Enter a price of 0 or more.' }).min(0, 'Enter a price of 0 or more.'),
  quantity: z
    .number({ error: 'Enter a quantity between 1 and 1000.' })
    .int('Enter a quantity between 1 and 1000.')
    .min(1, 'Enter a quantity between 1 and 1000.')
    .max(1000, 'Enter a quantity between 1 and 1000.'),
});
export type RepeaterLine = z.infer<typeof repeaterLineSchema>;

export const formRepeaterSchema = z.object({
  lines: z.array(repeaterLineSchema).min(1, 'Add at least one line.').max(50, 'Add at most 50 lines.'),
});
export type FormRepeaterValues = z.infer<typeof formRepeaterSchema>;
