import type { RoomItem } from '@cloudfit/shared/schemas/room.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import type { TFunction } from 'i18next';

export function roomColumns(t: TFunction<'studio'>, format: StudioFormat): ListColumn<RoomItem>[] {
  return [
    { key: 'name', header: t('rooms.columns.name'), sortKey: 'name' },
    { key: 'centerName', header: t('rooms.columns.center'), sortKey: 'centerName' },
    {
      key: 'capacity',
      header: t('rooms.columns.capacity'),
      sortKey: 'capacity',
      align: 'right',
      render: (row) => format.number(row.capacity),
    },
    {
      key: 'active',
      header: t('rooms.columns.status'),
      hideBelow: 'sm',
      render: (row) => (
        <StatusChip
          label={t(row.active ? 'rooms.status.active' : 'rooms.status.inactive')}
          tone={row.active ? 'success' : 'default'}
        />
      ),
    },
  ];
}
