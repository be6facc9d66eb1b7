import '@cloudfit/shared/ui/kit/kit.i18n';
import '../centers.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import type { RowAction } from '@cloudfit/shared/ui/kit/list';
import { DataTable } from '@cloudfit/shared/ui/kit/list';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useMemo, useState } from 'react';
import { CenterArchiveDialog } from '../components/CenterArchiveDialog';
import { CenterCreateDialog, CenterEditDialog } from '../components/CenterDialogs';
import { centerColumns } from '../components/center-columns';

/** Every branch of the chain on one page (a chain has a handful); archived ones stay listed. */
export default function CenterListScreen() {
  const { t, i18n } = useTranslation('studio');
  const ability = useAppStore((s) => s.ability);
  const centers = useCenters();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Center | null>(null);
  const [archiving, setArchiving] = useState<Center | null>(null);
  const columns = useMemo(() => centerColumns(t, i18n.language), [t, i18n.language]);
  const mayEdit = ability.can('update', 'Center');
  const rows = centers.data ?? [];

  const rowActions: RowAction<Center>[] = [
    {
      key: 'edit',
      label: t('centers.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: setEditing,
      hidden: () => !mayEdit,
    },
    {
      key: 'archive',
      label: t('centers.archive'),
      icon: <ArchiveOutlined fontSize="small" />,
      onClick: setArchiving,
      hidden: (row) => !mayEdit || !row.active,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('centers.title')}
        subtitle={t('centers.subtitle', {
          count: rows.length,
          active: rows.filter((center) => center.active).length,
        })}
        actions={
          ability.can('create', 'Center') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('centers.new')}
            </Button>
          )
        }
      />
      {centers.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('kit:list.loadFailed')}
        </Alert>
      )}
      <Card>
        <DataTable<Center>
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          total={centers.data ? rows.length : null}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          loading={centers.isFetching}
          emptyText={t('centers.emptyAll')}
          caption={t('centers.title')}
          rowActions={rowActions}
          onRowOpen={mayEdit ? setEditing : undefined}
        />
      </Card>
      <CenterCreateDialog open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <CenterEditDialog
          key={`${editing.id}-${editing.version}`}
          center={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {archiving && (
        <CenterArchiveDialog
          key={archiving.id}
          center={archiving}
          centers={rows}
          onClose={() => setArchiving(null)}
        />
      )}
    </>
  );
}
