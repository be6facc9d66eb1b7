import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ProductItem, StockAdjustmentInput } from '@cloudfit/shared/schemas/product.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { stockMovementsResource } from './use-stock-movements';

/** `POST /products/:id/stock-adjustments`; the product's stock and movement history refresh. */
export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: StockAdjustmentInput) => {
      const product = await apiClient.post<ProductItem>(`products/${productId}/stock-adjustments`, input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: [stockMovementsResource(productId)] }),
      ]);
      return product;
    },
    [queryClient, productId],
  );
}
