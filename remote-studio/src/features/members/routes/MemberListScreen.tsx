import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../member-list.i18n';
import '../member-tags.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import type { Member, MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { MEMBER_SORT_KEYS, MEMBER_STATUSES } from '@cloudfit/shared/schemas/member-options';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import { recordQuery } from '@cloudfit/shared/ui/kit/record';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIdlePreload } from '../../../components/idle-preload';
import { useMemberStatusLabel } from '../../../components/member-status/MemberStatusChips';
import { useMemberTags } from '../api/member-tags';
import { memberColumns } from '../components/member-columns';

// The form (and zod with it) loads when staff open it, not with the list.
const NewMemberDialog = lazy(() =>
  import('../components/NewMemberDialog').then((module) => ({
    default: module.NewMemberDialog,
  })),
);

// The bulk actions show once rows are picked: their code loads while the browser is idle after the list.
const loadBulkActions = () => import('../components/MemberBulkActions');
const MemberBulkActions = lazy(() =>
  loadBulkActions().then((module) => ({ default: module.MemberBulkActions })),
);

// A row opens Member Info: its code loads and runs while the browser is idle after the list, not on the click.
const loadMemberInfo = () => import('./MemberInfoScreen');

export default function MemberListScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  useIdlePreload(loadBulkActions);
  useIdlePreload(loadMemberInfo);
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const format = useStudioFormat();
  const center = useAppStore((s) => s.currentCenter);
  const ability = useAppStore((s) => s.ability);
  const columns = useMemo(() => memberColumns(t, format), [t, format]);
  const queryClient = useQueryClient();
  // A row's press asks for the member and Member Info's code, so both are on their way before the click ends.
  const prepareMemberInfo = useCallback(
    (row: MemberListEntry) => {
      void loadMemberInfo();
      void queryClient.prefetchQuery(recordQuery<Member>('members', row.id));
    },
    [queryClient],
  );
  const [creating, setCreating] = useState(false);
  const { data: tags } = useMemberTags();
  const statusLabel = useMemberStatusLabel();
  const filters: ListFilter[] = [
    {
      kind: 'chips',
      key: 'status',
      label: t('members.statusFilter'),
      options: MEMBER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
    },
    {
      kind: 'select',
      key: 'tag',
      label: t('memberTags.filter'),
      options: (tags ?? []).map(({ tag, members }) => ({
        value: tag,
        label: t('memberTags.option', { tag, count: format.number(members) }),
      })),
    },
  ];

  const rowActions: RowAction<MemberListEntry>[] = [
    {
      key: 'check-in',
      label: t('members.actions.checkIn'),
      icon: <HowToRegOutlined fontSize="small" />,
      onClick: (row) => navigate(`/access-control?member=${encodeURIComponent(row.memberNumber)}`),
      hidden: () => !ability.can('create', 'CheckIn'),
    },
    {
      key: 'membership',
      label: t('members.actions.addMembership'),
      icon: <AddCardOutlined fontSize="small" />,
      onClick: (row) => navigate(`/apps/member/${row.id}/membership/add`),
      hidden: () => !ability.can('create', 'Membership'),
    },
    {
      key: 'invoice',
      label: t('members.actions.addInvoice'),
      icon: <ReceiptOutlined fontSize="small" />,
      onClick: (row) => navigate(`/apps/member/${row.id}/invoice/add`),
      hidden: () => !ability.can('create', 'Invoice'),
      inMenu: true,
    },
  ];

  return (
    <>
      <ResourceList<MemberListEntry>
        resource="members"
        title={t('members.title')}
        subtitle={(total, lowerBound) => {
          const count = lowerBound ? `${format.number(total)}+` : format.number(total);
          return center
            ? t('members.subtitleCenter', { count: total, total: count, center: center.name })
            : t('members.subtitle', { count: total, total: count });
        }}
        columns={columns}
        sortKeys={MEMBER_SORT_KEYS}
        searchPlaceholder={t('members.searchPlaceholder')}
        emptyText={(q) => (q ? t('members.empty', { q }) : t('members.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={(row) => navigate(`/apps/member/edit/${row.id}`)}
        prepareRowOpen={prepareMemberInfo}
        exportName="members"
        filters={filters}
        bulkActions={(selection, clear) => (
          <Suspense fallback={null}>
            <MemberBulkActions selection={selection} onDone={clear} />
          </Suspense>
        )}
        actions={
          ability.can('create', 'Member') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('members.create.button')}
            </Button>
          )
        }
      />
      {creating && (
        <Suspense fallback={null}>
          <NewMemberDialog open onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
