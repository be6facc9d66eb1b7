import { apiClient } from '@cloudfit/shared/http/api-client';
import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import type {
  Task,
  TaskInput,
  TaskListQuery,
  TaskListResponse,
} from '@cloudfit/shared/schemas/demo/todo.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const TASKS_KEY = ['demo', 'tasks'] as const;

/** `GET /apps/todo/tasks`: one filter or tag, searched and sorted (latest first by default). */
export function useTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: [...TASKS_KEY, query],
    queryFn: ({ signal }) =>
      apiClient.get<TaskListResponse>('apps/todo/tasks', { searchParams: query, signal }),
    placeholderData: keepPreviousData,
  });
}

type TaskWrite =
  | { kind: 'create'; task: TaskInput }
  | { kind: 'update'; id: number; task: TaskInput }
  | { kind: 'delete'; id: number };

/**
 * Adds (`POST /apps/todo/tasks`), saves (`POST /apps/todo/tasks/:id`) or deletes (`DELETE`, which
 * only marks the task deleted); every task list refreshes after it and a failure is a toast.
 */
export function useWriteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: TaskWrite) => {
      if (write.kind === 'create')
        return apiClient.post<{ task: Task }>('apps/todo/tasks', { task: write.task });
      if (write.kind === 'update')
        return apiClient.post<{ task: Task }>(`apps/todo/tasks/${write.id}`, { task: write.task });
      return apiClient.delete<{ task: Task }>(`apps/todo/tasks/${write.id}`);
    },
    onError: (error) => appStore.getState().toast(translateApiError(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

/** The drawer's fields of a task, for saving a change of one flag from the list. */
export function taskInput(task: Task): TaskInput {
  const { title, dueDate, description, assignee, tags, isCompleted, isImportant } = task;
  return { title, dueDate, description, assignee, tags, isCompleted, isImportant };
}
