import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { PAYMENT_METHODS } from './payment.schema';
import {
  calendarDate,
  entityId,
  type MoneyFields,
  optionalText,
  orderedDateRange,
  positiveMoney,
  queryDate,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

/** Fixed so that the monthly totals and the profit-and-loss report group the same way. */
export const EXPENDITURE_CATEGORIES = [
  'rent',
  'utilities',
  'salaries',
  'equipment',
  'maintenance',
  'marketing',
  'supplies',
  'stock_purchase',
  'other',
] as const;
export type ExpenditureCategory = (typeof EXPENDITURE_CATEGORIES)[number];

const expenditureFields = z.strictObject({
  spentOn: calendarDate('Enter a valid date.'),
  centerId: entityId('Choose a branch.'),
  category: z.enum(EXPENDITURE_CATEGORIES, { error: 'Choose a category.' }),
  vendor: requiredText(TEXT_LIMITS.name, 'Enter the vendor.', 'Keep the vendor under 120 characters.'),
  amount: positiveMoney('Enter an amount of more than 0.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
  note: optionalText(TEXT_LIMITS.long, 'Keep the note under 2000 characters.'),
});

export const expenditureMoney: MoneyFields<{ amount: number }> = (value) => ({ amount: value.amount });

export const createExpenditureSchema = expenditureFields;
export type CreateExpenditureInput = z.infer<typeof createExpenditureSchema>;

export const updateExpenditureSchema = expenditureFields.extend({ version: versionField });
export type UpdateExpenditureInput = z.infer<typeof updateExpenditureSchema>;

export const EXPENDITURE_SORT_KEYS = ['spentOn', 'amount', 'vendor', 'category', 'createdAt'] as const;
export type ExpenditureSortKey = (typeof EXPENDITURE_SORT_KEYS)[number];

export const expenditureListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(EXPENDITURE_SORT_KEYS).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
    centerId: queryId.optional(),
    category: z.enum(EXPENDITURE_CATEGORIES).optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type ExpenditureListQuery = z.infer<typeof expenditureListQuerySchema>;

/** `GET /expenditures/monthly-totals?from&to&centerId`. */
export const expenditureTotalsQuerySchema = z
  .strictObject({
    from: queryDate.optional(),
    to: queryDate.optional(),
    centerId: queryId.optional(),
  })
  .refine(...orderedDateRange);
export type ExpenditureTotalsQuery = z.infer<typeof expenditureTotalsQuerySchema>;

export const expenditureMonthlyTotalsSchema = z.object({
  /** One row per month and category that has spending, oldest month first; month is 'YYYY-MM'. */
  items: z.array(
    z.object({ month: z.string(), category: z.enum(EXPENDITURE_CATEGORIES), amount: z.number().int() }),
  ),
  byCategory: z.partialRecord(z.enum(EXPENDITURE_CATEGORIES), z.number().int()),
  total: z.number().int(),
});
export type ExpenditureMonthlyTotals = z.infer<typeof expenditureMonthlyTotalsSchema>;

export const expenditureItemSchema = z.object({
  id: z.number().int(),
  spentOn: z.string(),
  centerId: z.number().int(),
  centerName: z.string(),
  category: z.enum(EXPENDITURE_CATEGORIES),
  vendor: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  staffId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExpenditureItem = z.infer<typeof expenditureItemSchema>;

export const expenditureListResponseSchema = z.object({
  items: z.array(expenditureItemSchema),
  total: z.number().int(),
});
