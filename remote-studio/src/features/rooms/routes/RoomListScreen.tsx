import '@cloudfit/shared/ui/kit/kit.i18n';
import '../rooms.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { ROOM_SORT_KEYS, type RoomItem } from '@cloudfit/shared/schemas/room.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListFilter, RowAction } from '@cloudfit/shared/ui/kit/list';
import { ResourceList } from '@cloudfit/shared/ui/kit/list';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { RoomCreateDialog, RoomEditDialog } from '../components/RoomDialogs';
import { roomColumns } from '../components/room-columns';

/** The rooms of the navbar's branch (or of every branch); a room out of use is kept, not deleted. */
export default function RoomListScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RoomItem | null>(null);
  const columns = useMemo(() => roomColumns(t, format), [t, format]);
  const mayEdit = ability.can('update', 'Room');

  const filters: ListFilter[] = [
    {
      kind: 'chips',
      key: 'active',
      label: t('rooms.columns.status'),
      options: [
        { value: 'true', label: t('rooms.status.active') },
        { value: 'false', label: t('rooms.status.inactive') },
      ],
    },
  ];
  const rowActions: RowAction<RoomItem>[] = [
    {
      key: 'edit',
      label: t('rooms.edit'),
      icon: <EditOutlined fontSize="small" />,
      onClick: setEditing,
      hidden: () => !mayEdit,
    },
  ];

  return (
    <>
      <ResourceList<RoomItem>
        resource="rooms"
        title={t('rooms.title')}
        subtitle={(total) => t('rooms.subtitle', { count: total, total: format.number(total) })}
        columns={columns}
        filters={filters}
        sortKeys={ROOM_SORT_KEYS}
        defaultSort={{ sortBy: 'centerName' }}
        searchPlaceholder={t('rooms.searchPlaceholder')}
        emptyText={(q) => (q ? t('rooms.empty', { q }) : t('rooms.emptyAll'))}
        rowActions={rowActions}
        onRowOpen={mayEdit ? setEditing : undefined}
        exportName="rooms"
        actions={
          ability.can('create', 'Room') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('rooms.new')}
            </Button>
          )
        }
      />
      <RoomCreateDialog open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <RoomEditDialog
          key={`${editing.id}-${editing.version}`}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
