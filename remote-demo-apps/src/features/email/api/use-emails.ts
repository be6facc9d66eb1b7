import { apiClient } from '@cloudfit/shared/http/api-client';
import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import type {
  ComposeEmailInput,
  Email,
  EmailLabel,
  EmailListQuery,
  EmailListResponse,
  UpdateEmailsInput,
} from '@cloudfit/shared/schemas/demo/email.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const EMAILS_KEY = ['demo', 'emails'] as const;

/** `GET /apps/email/emails`: one folder or label (inbox by default) and the sidebar's unread counts. */
export function useEmails(query: EmailListQuery) {
  return useQuery({
    queryKey: [...EMAILS_KEY, query],
    queryFn: ({ signal }) =>
      apiClient.get<EmailListResponse>('apps/email/emails', { searchParams: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes lists and counts, so every email list refreshes after it; a failure is a toast. */
function useEmailWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onError: (error) => appStore.getState().toast(translateApiError(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAILS_KEY }),
  });
}

/** `POST /apps/email/update-emails`: read, star or move several emails at once. */
export const useUpdateEmails = () =>
  useEmailWrite((input: UpdateEmailsInput) => apiClient.post('apps/email/update-emails', input));

/** `POST /apps/email/update-emails-label`: toggles the label on each email. */
export const useToggleEmailsLabel = () =>
  useEmailWrite((input: { emailIds: number[]; label: EmailLabel }) =>
    apiClient.post('apps/email/update-emails-label', input),
  );

/** `POST /apps/email/emails`: sends the compose dialog; it lands in "sent". */
export const useSendEmail = () =>
  useEmailWrite((email: ComposeEmailInput) =>
    apiClient.post<{ email: Email }>('apps/email/emails', { email }),
  );

/** `GET /apps/email/paginate-email`: the email before or after this one in the list shown. */
export function fetchNeighbourEmail(
  dir: 'previous' | 'next',
  emailId: number,
  list: Pick<EmailListQuery, 'folder' | 'label' | 'q'>,
): Promise<{ email: Email | null }> {
  return apiClient.get('apps/email/paginate-email', { searchParams: { dir, emailId, ...list } });
}
