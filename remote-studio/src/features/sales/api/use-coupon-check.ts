import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CouponCheckInput, CouponCheckResult } from '@cloudfit/shared/schemas/coupon.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const COUPON_DEBOUNCE_MS = 400;

/**
 * Checks a coupon code against a cart while the user types (debounced). The API decides: a refusal
 * comes back as the query's error with the reason's code.
 */
export function useCouponCheck(input: {
  code: string | null | undefined;
  memberId: number;
  lines: CouponCheckInput['lines'];
}) {
  const code = (input.code ?? '').trim().toUpperCase();
  const [debouncedCode, setDebouncedCode] = useState(code);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedCode(code), COUPON_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const body = { code: debouncedCode, memberId: input.memberId, lines: input.lines };
  const query = useQuery({
    queryKey: ['coupons', 'validate', body],
    queryFn: ({ signal }) => apiClient.post<CouponCheckResult>('coupons/validate', body, { signal }),
    enabled: debouncedCode !== '' && (input.lines?.length ?? 0) > 0,
    retry: false,
  });
  return { ...query, code, settled: code === debouncedCode };
}
