import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestItem } from '@cloudfit/shared/schemas/signature.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /signature-requests/:id`: whether the session's confirmation is still waiting to be signed. */
export function useConfirmationRequest(id: number | null) {
  return useQuery({
    queryKey: ['signature-requests', 'record', id],
    queryFn: ({ signal }) => apiClient.get<SignatureRequestItem>(`signature-requests/${id}`, { signal }),
    enabled: id !== null,
  });
}
