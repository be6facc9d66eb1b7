import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import type {
  CreateProductInput,
  ProductItem,
  StockAdjustmentInput,
  UpdateProductInput,
} from '@cloudfit/shared/schemas/product.schema';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database, Transaction } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { productStock, products, stockMovements } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { businessRule, notFound, validationFailed } from '../../http/api-error';
import { assertCentersExist } from '../centers/center-queries';
import { findProduct } from './product-queries';

function rethrowDuplicateProduct(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'products_sku_key') throw validationFailed({ sku: 'Another product has this SKU.' });
  if (constraint === 'products_barcode_key') {
    throw validationFailed({ barcode: 'Another product has this barcode.' });
  }
  throw error;
}

/** Adds `delta` to the stock at one center; 422 when it would go below zero. */
async function moveStock(tx: Transaction, productId: number, centerId: number, delta: number): Promise<void> {
  await tx.insert(productStock).values({ productId, centerId, quantity: 0 }).onConflictDoNothing();
  const [updated] = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.centerId, centerId),
        sql`${productStock.quantity} + ${delta} >= 0`,
      ),
    )
    .returning({ quantity: productStock.quantity });
  if (!updated) {
    throw businessRule(
      DOMAIN_CODES.insufficientStock,
      'There is not enough stock at this branch for this change.',
    );
  }
}

/**
 * A stock change by hand, in one transaction: the stock row(s), the movement row(s) (a transfer is
 * two: minus at the sender, plus at the receiver, each naming the other) and the audit entry.
 */
export async function adjustStock(
  db: Database,
  productId: number,
  input: StockAdjustmentInput,
  actorStaffId: number,
): Promise<ProductItem> {
  return withTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('Product');
    await assertCentersExist(tx, [input.centerId], 'centerId');
    if (input.toCenterId !== null) {
      await assertCentersExist(
        tx,
        [input.toCenterId],
        'toCenterId',
        'Choose the branch that receives the stock.',
      );
    }
    const before = await findProduct(tx, productId);
    await moveStock(tx, productId, input.centerId, input.quantityDelta);
    const movement = {
      productId,
      kind: input.kind,
      reason: input.reason,
      staffId: actorStaffId,
    };
    const [sent] = await tx
      .insert(stockMovements)
      .values({ ...movement, centerId: input.centerId, quantityDelta: input.quantityDelta })
      .returning({ id: stockMovements.id });
    const movementIds = [sent!.id];
    if (input.toCenterId !== null) {
      await moveStock(tx, productId, input.toCenterId, -input.quantityDelta);
      const [received] = await tx
        .insert(stockMovements)
        .values({
          ...movement,
          centerId: input.toCenterId,
          quantityDelta: -input.quantityDelta,
          referenceId: sent!.id,
        })
        .returning({ id: stockMovements.id });
      await tx
        .update(stockMovements)
        .set({ referenceId: received!.id })
        .where(eq(stockMovements.id, sent!.id));
      movementIds.push(received!.id);
    }
    const after = (await findProduct(tx, productId))!;
    await recordAudit(tx, {
      actorStaffId,
      action: `stock-${input.kind}`,
      entity: 'products',
      entityId: productId,
      before: { stock: before?.stock },
      after: { stock: after.stock, movementIds, reason: input.reason },
    });
    return after;
  });
}

/** A new product; its SKU and barcode are unique. */
export function createProduct(
  db: Database,
  input: CreateProductInput,
  actorStaffId: number,
): Promise<ProductItem> {
  return withTransaction(db, async (tx) => {
    const [created] = await tx.insert(products).values(input).returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'products',
      entityId: created!.id,
      after: created,
    });
    return (await findProduct(tx, created!.id))!;
  }).catch(rethrowDuplicateProduct);
}

/** Changes a product read at `version`; its stock changes only through stock movements. */
export async function updateProduct(
  db: Database,
  id: number,
  { version, ...changes }: UpdateProductInput,
  actorStaffId: number,
): Promise<ProductItem> {
  await updateVersioned(db, {
    table: products,
    resource: 'Product',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findProduct(tx, row.id),
  }).catch(rethrowDuplicateProduct);
  return (await findProduct(db, id))!;
}
