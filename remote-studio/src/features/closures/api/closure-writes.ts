import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  ClosurePlan,
  CreateClosureInput,
  CreateClosureResponse,
} from '@cloudfit/shared/schemas/closure.schema';

/** `POST /closures/preview`: what closing the branch would cancel and extend; nothing changes. */
export function previewClosure(input: CreateClosureInput) {
  return apiClient.post<ClosurePlan>('closures/preview', input);
}

/** `POST /closures`: closes the branch, in one transaction, and answers what it did. */
export function createClosure(input: CreateClosureInput) {
  return apiClient.post<CreateClosureResponse>('closures', input);
}
