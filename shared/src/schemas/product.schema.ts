import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import {
  entityId,
  type MoneyFields,
  money,
  optionalText,
  queryBoolean,
  queryId,
  requiredText,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const STOCK_MOVEMENT_KINDS = ['sale', 'adjustment', 'waste', 'transfer', 'restock'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Kinds staff record by hand; sales come only from issued invoices. */
export const MANUAL_STOCK_MOVEMENT_KINDS = ['adjustment', 'waste', 'transfer', 'restock'] as const;

export const MAX_STOCK_QUANTITY = 100_000;

const productFields = z.strictObject({
  sku: z
    .string({ error: 'Enter a SKU.' })
    .trim()
    .min(1, 'Enter a SKU.')
    .max(TEXT_LIMITS.code, 'Keep the SKU under 40 characters.')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, - and _ in the SKU.'),
  barcode: z
    .string({ error: 'Enter a barcode of 8 to 14 digits.' })
    .trim()
    .regex(/^\d{8,14}$/, 'Enter a barcode of 8 to 14 digits.')
    .nullable(),
  name: requiredText(
    TEXT_LIMITS.name,
    'Enter a product name.',
    'Keep the product name under 120 characters.',
  ),
  description: optionalText(TEXT_LIMITS.long, 'Keep the description under 2000 characters.'),
  price: money('Enter a price of 0 or more.'),
  cost: money('Enter a cost of 0 or more.'),
  reorderLevel: z
    .number({ error: 'Enter a reorder level of 0 or more.' })
    .int('Enter a reorder level of 0 or more.')
    .min(0, 'Enter a reorder level of 0 or more.')
    .max(MAX_STOCK_QUANTITY, 'Enter a reorder level below 100,000.'),
  active: z.boolean({ error: 'Choose whether the product is on sale.' }),
});

export const productMoney: MoneyFields<{ price: number; cost: number }> = (value) => ({
  price: value.price,
  cost: value.cost,
});

export const createProductSchema = productFields;
export type CreateProductInput = z.infer<typeof createProductSchema>;

export const updateProductSchema = productFields.extend({ version: versionField });
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

/**
 * `POST /products/:id/stock-adjustments`: a stock change by hand. `quantityDelta` is the signed
 * change at `centerId`, as the stock movement records it: a restock adds (> 0), waste removes (< 0),
 * a transfer removes (< 0) and `toCenterId` receives the same count, an adjustment is either way.
 */
export const stockAdjustmentSchema = z
  .strictObject({
    centerId: entityId('Choose a branch.'),
    kind: z.enum(MANUAL_STOCK_MOVEMENT_KINDS, { error: 'Choose the kind of stock change.' }),
    quantityDelta: z
      .number({ error: 'Enter a whole quantity.' })
      .int('Enter a whole quantity.')
      .min(-MAX_STOCK_QUANTITY, 'Enter a quantity below 100,000.')
      .max(MAX_STOCK_QUANTITY, 'Enter a quantity below 100,000.')
      .refine((quantity) => quantity !== 0, 'Enter a quantity other than 0.'),
    toCenterId: entityId('Choose the branch that receives the stock.').nullable().default(null),
    reason: requiredText(TEXT_LIMITS.short, 'Enter a reason.', 'Keep the reason under 200 characters.'),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'restock' && value.quantityDelta < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantityDelta'],
        message: 'A restock adds stock: enter a quantity of more than 0.',
      });
    }
    if ((value.kind === 'waste' || value.kind === 'transfer') && value.quantityDelta > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantityDelta'],
        message: 'Waste and transfers remove stock: enter a quantity below 0.',
      });
    }
    if (value.kind === 'transfer' && value.toCenterId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['toCenterId'],
        message: 'Choose the branch that receives the stock.',
      });
    }
    if (value.kind === 'transfer' && value.toCenterId === value.centerId) {
      ctx.addIssue({ code: 'custom', path: ['toCenterId'], message: 'Choose a different branch.' });
    }
    if (value.kind !== 'transfer' && value.toCenterId !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['toCenterId'],
        message: 'Only a transfer has a receiving branch.',
      });
    }
  });
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

export const stockMovementListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(['at']).optional(),
    centerId: queryId.optional(),
    kind: z.enum(STOCK_MOVEMENT_KINDS).optional(),
  })
  .strict();
export type StockMovementListQuery = z.infer<typeof stockMovementListQuerySchema>;

export const PRODUCT_SORT_KEYS = ['name', 'sku', 'price', 'reorderLevel', 'createdAt'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

export const productListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(PRODUCT_SORT_KEYS).optional(),
    centerId: queryId.optional(),
    active: queryBoolean.optional(),
    /** Only products at or under their reorder level at the center (or at any center). */
    lowStock: queryBoolean.optional(),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productStockItemSchema = z.object({ centerId: z.number().int(), quantity: z.number().int() });
export type ProductStockItem = z.infer<typeof productStockItemSchema>;

export const productItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  cost: z.number().int(),
  reorderLevel: z.number().int(),
  active: z.boolean(),
  stock: z.array(productStockItemSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productItemSchema),
  total: z.number().int(),
});

export const stockMovementItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  centerId: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantityDelta: z.number().int(),
  reason: z.string().nullable(),
  referenceId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  /** Who recorded it: the staff member who adjusted the stock or issued the sale. */
  staffName: z.string().nullable(),
  /** The invoice of a sale, or of a voided sale whose products came back. */
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  at: z.string(),
});
export type StockMovementItem = z.infer<typeof stockMovementItemSchema>;

export const stockMovementListResponseSchema = z.object({
  items: z.array(stockMovementItemSchema),
  total: z.number().int(),
});
