import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type CreateRoomInput, MAX_ROOM_CAPACITY } from '@cloudfit/shared/schemas/room.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { FieldGrid, FormInteger, FormSelect, FormSwitch, FormText } from '@cloudfit/shared/ui/kit/form';
import { useWatch } from 'react-hook-form';

export function RoomFields() {
  const { t } = useTranslation('studio');
  const centerId = useWatch<CreateRoomInput, 'centerId'>({ name: 'centerId' });
  // An archived branch is offered only to the room already there.
  const centers = (useCenters().data ?? []).filter((center) => center.active || center.id === centerId);
  return (
    <FieldGrid>
      <FormText<CreateRoomInput> name="name" label={t('rooms.fields.name')} required autoFocus />
      <FormSelect<CreateRoomInput>
        name="centerId"
        label={t('rooms.fields.center')}
        required
        options={centers.map((center) => ({ value: center.id, label: center.name }))}
      />
      <FormInteger<CreateRoomInput>
        name="capacity"
        label={t('rooms.fields.capacity')}
        helperText={t('rooms.fields.capacityHelp', { max: MAX_ROOM_CAPACITY })}
        required
        min={1}
      />
      <FormSwitch<CreateRoomInput>
        name="active"
        label={t('rooms.fields.active')}
        helperText={t('rooms.fields.activeHelp')}
      />
    </FieldGrid>
  );
}
