import { apiClient } from '@cloudfit/shared/http/api-client';
import type { SignatureRequestDetail, SignDocumentInput } from '@cloudfit/shared/schemas/signature.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import { recordKey } from '@cloudfit/shared/ui/kit/record';
import { useQueryClient } from '@tanstack/react-query';

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
    onSuccess: (signed) => queryClient.setQueryData(recordKey('signature-requests', id), signed),
  });
  return {
    ...mutation,
    sign: (input: SignDocumentInput) =>
      mutation
        .mutateAsync(input)
        .catch(() => queryClient.invalidateQueries({ queryKey: recordKey('signature-requests', id) })),
  };
}
