import { apiClient } from '@cloudfit/shared/http/api-client';
import type { DemoUserInput, DemoUserResponse } from '@cloudfit/shared/schemas/demo/users.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every demo user query starts with it: the list's pages and a user. */
export const USERS_KEY = ['demo', 'users'] as const;

/** `GET /apps/user/users/:id`. */
export function useUser(id: number) {
  return useQuery({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) => apiClient.get<DemoUserResponse>(`apps/user/users/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** `POST /apps/user/users` for a new user, `POST /apps/user/users/:id` for an existing one; then the lists refresh. */
export function useSaveUser(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: DemoUserInput) =>
      apiClient.post<DemoUserResponse>(id === null ? 'apps/user/users' : `apps/user/users/${id}`, { user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
