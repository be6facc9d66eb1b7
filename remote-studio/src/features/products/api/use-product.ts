import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /products/:id` with its stock at every branch; saving or adjusting any product refreshes it. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: ['products', 'record', id],
    queryFn: ({ signal }) => apiClient.get<ProductItem>(`products/${id}`, { signal }),
  });
}
