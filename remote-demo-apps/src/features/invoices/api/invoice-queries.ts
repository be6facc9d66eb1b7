import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  DemoInvoiceClient,
  DemoInvoiceDetailResponse,
  DemoInvoiceInput,
  DemoInvoiceResponse,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every demo invoice query starts with it: the list's pages, an invoice, the clients. */
export const INVOICES_KEY = ['demo', 'invoices'] as const;

/** `GET /apps/invoice/invoices/:id`: the invoice and the bank details printed on it. */
export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiClient.get<DemoInvoiceDetailResponse>(`apps/invoice/invoices/${id}`, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** `GET /apps/invoice/clients`: who an invoice can be made out to. */
export function useInvoiceClients() {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'clients'],
    queryFn: ({ signal }) => apiClient.get<DemoInvoiceClient[]>('apps/invoice/clients', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /apps/invoice/invoices` (new) or `POST /apps/invoice/invoices/:id` (edit); then the lists refresh. */
export function useSaveInvoice(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: DemoInvoiceInput) =>
      apiClient.post<DemoInvoiceResponse>(
        id === null ? 'apps/invoice/invoices' : `apps/invoice/invoices/${id}`,
        {
          invoice,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
