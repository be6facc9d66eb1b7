import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * An action that changes data (void, refund, freeze...): on success a 3000 ms toast and the named
 * queries refreshed; on failure the reason translated in an error toast, and the error rethrown to
 * `mutateAsync` callers that want to keep a dialog open.
 */
export function useApiMutation<Input, Result>(options: {
  mutate(input: Input): Promise<Result>;
  successMessage?: string | ((result: Result) => string);
  invalidate: QueryKey[];
  onSuccess?(result: Result, input: Input): void;
  /** false where the screen shows the failure itself, beside what failed: no toast repeats it. */
  errorToast?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutate,
    onSuccess: async (result, input) => {
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const message =
        typeof options.successMessage === 'function'
          ? options.successMessage(result)
          : options.successMessage;
      if (message) appStore.getState().toast(message, 'success');
      options.onSuccess?.(result, input);
    },
    onError: (error) => {
      if (options.errorToast !== false) appStore.getState().toast(translateApiError(error), 'error');
    },
  });
}
