import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CreateSignatureRequestInput,
  SignatureRequestDetail,
} from '@cloudfit/shared/schemas/signature.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /signature-requests`: a document for the member to sign on the pad. */
export function useCreateSignatureRequest(options: {
  successMessage: string;
  onSuccess?(request: SignatureRequestDetail): void;
}) {
  return useApiMutation({
    mutate: (input: CreateSignatureRequestInput) =>
      apiClient.post<SignatureRequestDetail>('signature-requests', input),
    successMessage: options.successMessage,
    invalidate: [['signature-requests']],
    onSuccess: options.onSuccess,
  });
}
