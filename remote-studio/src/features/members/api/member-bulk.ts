import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  MemberBulkAction,
  MemberBulkResult,
  MemberBulkSelection,
} from '@cloudfit/shared/schemas/member-bulk.schema';
import type { MemberStatus } from '@cloudfit/shared/schemas/member-options';
import type { ListSelection } from '@cloudfit/shared/ui/kit/list';

/** The list's selection as `POST /members/bulk` takes it: the picked ids, or the list's filters. */
export function bulkSelectionOf(selection: ListSelection): MemberBulkSelection {
  if (selection.kind === 'ids') return { ids: selection.ids.map(Number) };
  const { q, centerId, status } = selection.params;
  const filter: { q?: string; centerId?: string; status?: MemberStatus } = {};
  if (q !== undefined) filter.q = String(q);
  if (centerId !== undefined) filter.centerId = String(centerId);
  if (status !== undefined) filter.status = status as MemberStatus;
  return { filter };
}

/** `POST /members/bulk`: with `dryRun` it only counts what the action would change. */
export function runMemberBulk(selection: ListSelection, action: MemberBulkAction, dryRun: boolean) {
  return apiClient.post<MemberBulkResult>('members/bulk', {
    selection: bulkSelectionOf(selection),
    action,
    dryRun,
  });
}
