import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** Active products matching what is typed (name, SKU or barcode), debounced. */
export function useProductSearch(text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const params = { q: q || undefined, active: true, sortBy: 'name' };
  return useQuery({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<ProductItem>>('products', { searchParams: params, signal }),
    select: (result) => result.items,
    placeholderData: keepPreviousData,
  });
}
