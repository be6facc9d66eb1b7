import type { StockMovementItem } from '@cloudfit/shared/schemas/product.schema';
import { useListPage } from '@cloudfit/shared/ui/kit/list';

export const stockMovementsResource = (productId: number) => `products/${productId}/stock-movements`;

/** One page of a product's stock movements at every branch, newest first. */
export function useStockMovements(productId: number, page: number) {
  return useListPage<StockMovementItem>(stockMovementsResource(productId), {
    page,
    sortBy: 'at',
    sortDesc: true,
  });
}
