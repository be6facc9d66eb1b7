import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CouponItem,
  CreateCouponInput,
  UpdateCouponInput,
} from '@cloudfit/shared/schemas/coupon.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /coupons` for a new coupon, `PUT /coupons/:id` (with the version it was read at) for an
 * existing one; then every coupon list refreshes.
 */
export function useSaveCoupon(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateCouponInput | UpdateCouponInput) => {
      const saved =
        id === null
          ? await apiClient.post<CouponItem>('coupons', input)
          : await apiClient.put<CouponItem>(`coupons/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['coupons'] });
      return saved;
    },
    [queryClient, id],
  );
}
