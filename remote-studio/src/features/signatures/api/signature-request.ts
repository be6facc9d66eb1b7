import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestDetail } from '@cloudfit/shared/schemas/signature.schema';
import { useQuery } from '@tanstack/react-query';

export const signatureRequestKey = (id: number) => ['signature-requests', 'record', id];

/** `GET /signature-requests/:id`: the exact text to sign and, once signed, the stored document. */
export function useSignatureRequest(id: number) {
  return useQuery({
    queryKey: signatureRequestKey(id),
    queryFn: ({ signal }) => apiClient.get<SignatureRequestDetail>(`signature-requests/${id}`, { signal }),
    retry: false,
  });
}
