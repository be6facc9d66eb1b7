import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';

type Stocked = Pick<ProductItem, 'stock' | 'reorderLevel'>;

/** The stock at one branch, or at every branch together when none is chosen. */
export function stockAt(product: Stocked, centerId: number | undefined): number {
  if (centerId === undefined) return product.stock.reduce((sum, row) => sum + row.quantity, 0);
  return product.stock.find((row) => row.centerId === centerId)?.quantity ?? 0;
}

/** At or under the reorder level at the branch (or at any branch), as the API's `lowStock` filter decides. */
export function isLowStock(product: Stocked, centerId: number | undefined): boolean {
  return lowStockCenterIds(product, centerId).length > 0;
}

/** The branches where the product is at or under its reorder level (only the chosen one, when chosen). */
export function lowStockCenterIds(product: Stocked, centerId: number | undefined): number[] {
  return product.stock
    .filter(
      (row) => (centerId === undefined || row.centerId === centerId) && row.quantity <= product.reorderLevel,
    )
    .map((row) => row.centerId);
}
