import '@cloudfit/shared/ui/kit/kit.i18n';
import '../packages.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useNavigate } from '@cloudfit/shared/router/app-router';
import { PACKAGE_KINDS, PACKAGE_SORT_KEYS, type PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import type { ListFilter } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { PackageCreateDialog } from '../components/PackageCreateDialog';
import { packageColumns } from '../components/package-columns';

export default function PackageListScreen() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const format = useStudioFormat();
  const centers = useCenters().data;
  const ability = useAppStore((s) => s.ability);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => packageColumns(t, format, centers), [t, format, centers]);

  const filters: ListFilter[] = [
    {
      kind: 'select',
      key: 'kind',
      label: t('packages.filters.kind'),
      options: PACKAGE_KINDS.map((value) => ({ value, label: t(`packages.kinds.${value}`) })),
    },
    {
      kind: 'chips',
      key: 'active',
      label: t('packages.filters.active'),
      options: [
        { value: 'true', label: t('packages.status.active') },
        { value: 'false', label: t('packages.status.inactive') },
      ],
    },
  ];

  return (
    <>
      <ResourceList<PackageItem>
        resource="packages"
        title={t('packages.title')}
        subtitle={(total) => t('packages.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={PACKAGE_SORT_KEYS}
        searchPlaceholder={t('packages.searchPlaceholder')}
        emptyText={(q) => (q ? t('packages.empty', { q }) : t('packages.emptyAll'))}
        onRowOpen={(row) => navigate(`/apps/cloudfit/package/${row.id}`)}
        exportName="packages"
        actions={
          ability.can('create', 'Package') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('packages.new')}
            </Button>
          )
        }
      />
      <PackageCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
    </>
  );
}
