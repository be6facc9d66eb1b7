import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { Member, MemberListEntry, MemberStatus } from '@cloudfit/shared/schemas/member.schema';
import { useQuery } from '@tanstack/react-query';

export interface MemberStanding {
  statuses: MemberStatus[];
  /** Days until the member's last current membership ends, when it ends within the Expiring window. */
  expiresInDays: number | null;
  /** Open balance of issued and partly paid invoices, in minor units. */
  balanceOwed: number;
}

async function fetchStanding(member: Member, signal: AbortSignal): Promise<MemberStanding> {
  // The list is where the server computes statuses; the member number finds exactly this member.
  const [list, issued, partial] = await Promise.all([
    apiClient.get<ListResult<MemberListEntry>>('members', {
      searchParams: { q: member.memberNumber, sortBy: 'memberNumber', perPage: MAX_PAGE_SIZE },
      signal,
    }),
    ...(['issued', 'partial'] as const).map((status) =>
      apiClient.get<ListResult<InvoiceListItem>>('invoices', {
        searchParams: { memberId: member.id, status, perPage: MAX_PAGE_SIZE },
        signal,
      }),
    ),
  ]);
  const row = list.items.find((item) => item.id === member.id);
  const open = [...(issued?.items ?? []), ...(partial?.items ?? [])];
  return {
    statuses: row?.statuses ?? [],
    expiresInDays: row?.expiresInDays ?? null,
    balanceOwed: open.reduce((sum, invoice) => sum + invoice.balance, 0),
  };
}

/**
 * A member's statuses and what they owe, for the Member Info header. Keyed under `members` and
 * `invoices` changes (a sale, a freeze) refresh it through `['members']`.
 */
export function useMemberStanding(member: Member | undefined) {
  return useQuery({
    queryKey: ['members', 'standing', member?.id, member?.version],
    queryFn: ({ signal }) => fetchStanding(member!, signal),
    enabled: member !== undefined,
  });
}
