import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestItem } from '@cloudfit/shared/schemas/signature.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /signature-requests?memberId&status=pending`: documents waiting for the member's signature. */
export function usePendingSignatures(memberId: number | undefined) {
  return useQuery({
    queryKey: ['signature-requests', 'list', { memberId, status: 'pending', perPage: MAX_PAGE_SIZE }],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<SignatureRequestItem>>('signature-requests', {
        searchParams: { memberId, status: 'pending', perPage: MAX_PAGE_SIZE },
        signal,
      }),
    enabled: memberId !== undefined,
    select: (result) => result.items,
  });
}
