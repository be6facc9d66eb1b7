import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CreateProductInput,
  ProductItem,
  UpdateProductInput,
} from '@cloudfit/shared/schemas/product.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `POST /products` for a new product, `PUT /products/:id` with its version for an existing one. */
export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateProductInput | UpdateProductInput) => {
      const saved =
        id === null
          ? await apiClient.post<ProductItem>('products', input)
          : await apiClient.put<ProductItem>(`products/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return saved;
    },
    [queryClient, id],
  );
}
