import { apiClient } from '@cloudfit/shared/http/api-client';
import type { PricingResponse } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /pricing/data`: the three plans at SPEC §9's prices and the pricing FAQ. */
export function usePricing() {
  return useQuery({
    queryKey: ['demo', 'pricing'],
    queryFn: ({ signal }) => apiClient.get<PricingResponse>('pricing/data', { signal }),
  });
}
