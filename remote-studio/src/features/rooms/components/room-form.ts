import type { Center } from '@cloudfit/shared/schemas/center.schema';
import type { CreateRoomInput, RoomItem, UpdateRoomInput } from '@cloudfit/shared/schemas/room.schema';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';

/** A new room, in the navbar's branch when one is chosen; the capacity starts empty. */
export function blankRoom(centerId: number | undefined): CreateRoomInput {
  return {
    centerId: centerId ?? (null as unknown as number),
    name: '',
    capacity: null as unknown as number,
    active: true,
  };
}

export function roomFormValues(item: RoomItem): UpdateRoomInput {
  return {
    centerId: item.centerId,
    name: item.name,
    capacity: item.capacity,
    active: item.active,
    version: item.version,
  };
}

export function roomConflictFields(t: TFunction<'studio'>, centers: Center[] | undefined): ConflictField[] {
  return [
    { name: 'name', label: t('rooms.fields.name') },
    {
      name: 'centerId',
      label: t('rooms.fields.center'),
      format: (value) => centers?.find((center) => center.id === value)?.name ?? String(value),
    },
    { name: 'capacity', label: t('rooms.fields.capacity') },
    {
      name: 'active',
      label: t('rooms.fields.active'),
      format: (value) => t(value ? 'rooms.status.active' : 'rooms.status.inactive'),
    },
  ];
}
