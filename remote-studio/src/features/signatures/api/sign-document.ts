import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestDetail, SignDocumentInput } from '@cloudfit/shared/schemas/signature.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { signatureRequestKey } from './signature-request';

/**
 * `POST /signature-requests/:id/sign`: stores the signature once. A second signature is refused
 * by the server (`signed_document_immutable`); the stored request is then reloaded to show it.
 */
export function useSignDocument(id: number, successMessage: string) {
  const queryClient = useQueryClient();
  const mutation = useApiMutation({
    mutate: (input: SignDocumentInput) =>
      apiClient.post<SignatureRequestDetail>(`signature-requests/${id}/sign`, input),
    successMessage,
    invalidate: [['signature-requests'], ['pt-sessions'], ['members']],
    onSuccess: (signed) => queryClient.setQueryData(signatureRequestKey(id), signed),
  });
  return {
    ...mutation,
    sign: (input: SignDocumentInput) =>
      mutation
        .mutateAsync(input)
        .catch(() => queryClient.invalidateQueries({ queryKey: signatureRequestKey(id) })),
  };
}
