import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem, InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { MembershipItem } from '@cloudfit/shared/schemas/membership.schema';

/** The member's oldest invoice with money still owed: the one the desk takes payment for first. */
export async function oldestUnpaidInvoice(memberId: number): Promise<InvoiceItem | null> {
  const result = await apiClient.get<ListResult<InvoiceListItem>>('invoices', {
    searchParams: { memberId, perPage: MAX_PAGE_SIZE, sortBy: 'issuedOn', sortDesc: false },
  });
  const owing = result.items.find(
    (invoice) => (invoice.status === 'issued' || invoice.status === 'partial') && invoice.balance > 0,
  );
  return owing ? apiClient.get<InvoiceItem>(`invoices/${owing.id}`) : null;
}

/** `POST /memberships/:id/unfreeze` from today, with the membership's current version. */
export async function unfreezeToday(membershipId: number, today: string): Promise<MembershipItem> {
  const membership = await apiClient.get<MembershipItem>(`memberships/${membershipId}`);
  return apiClient.post<MembershipItem>(`memberships/${membershipId}/unfreeze`, {
    resumeOn: today,
    version: membership.version,
  });
}
