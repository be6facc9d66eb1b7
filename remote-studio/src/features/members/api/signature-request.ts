import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestDetail } from '@cloudfit/shared/schemas/signature.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /signature-requests/:id`: the request with its signed document (image and exact text). */
export function useSignatureRequest(id: number | null) {
  return useQuery({
    queryKey: ['signature-requests', 'record', id],
    queryFn: ({ signal }) => apiClient.get<SignatureRequestDetail>(`signature-requests/${id}`, { signal }),
    enabled: id !== null,
  });
}
