import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  ClassImportRequest,
  ClassImportResult,
  ClassImportUndo,
  ClassImportUndoResult,
} from '@cloudfit/shared/schemas/class-import.schema';
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

/** `POST /classes/import/undo`: removes the classes an import created, while nobody has booked them. */
export function useUndoClassImport(
  successMessage: (result: ClassImportUndoResult) => string,
  onUndone: () => void,
) {
  return useApiMutation<ClassImportUndo, ClassImportUndoResult>({
    mutate: (input) => apiClient.post<ClassImportUndoResult>('classes/import/undo', input),
    successMessage,
    invalidate: [['classes']],
    onSuccess: onUndone,
  });
}
