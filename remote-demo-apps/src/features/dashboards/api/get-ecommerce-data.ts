import { apiClient } from '@cloudfit/shared/http/api-client';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /ecommerce/data`: everything the eCommerce dashboard shows. */
export function useEcommerceData() {
  return useQuery({
    queryKey: ['demo', 'ecommerce-data'],
    queryFn: ({ signal }) => apiClient.get<EcommerceData>('ecommerce/data', { signal }),
  });
}
