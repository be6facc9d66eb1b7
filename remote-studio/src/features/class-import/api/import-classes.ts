import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClassImportRequest, ClassImportResult } from '@cloudfit/shared/schemas/class-import.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `POST /classes/import`: a dry run reports every row; a real run imports all rows or none. */
function importClasses(input: ClassImportRequest): Promise<ClassImportResult> {
  return apiClient.post<ClassImportResult>('classes/import', input);
}

/** Imported classes show up in every timetable list and the calendar at once. */
export function useImportClasses(onResult: (result: ClassImportResult) => void) {
  return useApiMutation<ClassImportRequest, ClassImportResult>({
    mutate: importClasses,
    invalidate: [['classes']],
    onSuccess: onResult,
  });
}
