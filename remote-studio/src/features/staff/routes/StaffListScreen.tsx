import '@cloudfit/shared/ui/kit/kit.i18n';
import '../staff.i18n';
import { ROLES } from '@cloudfit/shared/abilities/ability-rules';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import { STAFF_SORT_KEYS, type StaffListItem } from '@cloudfit/shared/schemas/staff.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListFilter } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { StaffCreateDialog } from '../components/StaffCreateDialog';
import { staffColumns } from '../components/staff-columns';

/** The staff of the navbar's branch (or of the chain); a row opens the account. */
export default function StaffListScreen() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const selfId = useAppStore((s) => s.session.userData?.id);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => staffColumns(t, selfId), [t, selfId]);

  const filters: ListFilter[] = [
    {
      kind: 'select',
      key: 'role',
      label: t('staff.columns.role'),
      options: ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) })),
    },
    {
      kind: 'chips',
      key: 'active',
      label: t('staff.columns.status'),
      options: [
        { value: 'true', label: t('staff.status.active') },
        { value: 'false', label: t('staff.status.inactive') },
      ],
    },
    { kind: 'toggle', key: 'isTrainer', label: t('staff.trainersOnly') },
  ];

  return (
    <>
      <ResourceList<StaffListItem>
        resource="staff"
        title={t('staff.title')}
        subtitle={(total) => t('staff.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={STAFF_SORT_KEYS}
        searchPlaceholder={t('staff.searchPlaceholder')}
        emptyText={(q) => (q ? t('staff.empty', { q }) : t('staff.emptyAll'))}
        onRowOpen={(row) => navigate(`/apps/staff/edit/${row.id}`)}
        exportName="staff"
        actions={
          ability.can('create', 'Staff') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('staff.new')}
            </Button>
          )
        }
      />
      <StaffCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(staff) => {
          setCreating(false);
          navigate(`/apps/staff/edit/${staff.id}`);
        }}
      />
    </>
  );
}
