import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreateRoomInput,
  createRoomSchema,
  type RoomItem,
  type UpdateRoomInput,
  updateRoomSchema,
} from '@cloudfit/shared/schemas/room.schema';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ResourceFormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useNewRecordCenterId } from '../../../components/new-record-center';
import { RoomFields } from './RoomFields';
import { blankRoom, roomConflictFields, roomFormValues } from './room-form';

export function RoomCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const currentCenterId = useNewRecordCenterId();
  return (
    <ResourceFormDialog
      open={props.open}
      onClose={props.onClose}
      schema={createRoomSchema}
      defaultValues={blankRoom(currentCenterId)}
      submit={useSaveRecord<RoomItem, CreateRoomInput>('rooms', null)}
      successMessage={t('rooms.created')}
      afterSave="reset"
      title={t('rooms.new')}
      submitLabel={t('rooms.create')}
    >
      <RoomFields />
    </ResourceFormDialog>
  );
}

/** Edits one room; a save that crossed someone else's opens the 409 dialog. */
export function RoomEditDialog(props: { item: RoomItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const centers = useCenters().data;
  return (
    <ResourceFormDialog
      onClose={props.onClose}
      schema={updateRoomSchema}
      defaultValues={roomFormValues(props.item)}
      submit={useSaveRecord<RoomItem, UpdateRoomInput>('rooms', props.item.id)}
      successMessage={t('rooms.saved')}
      live={{ resource: 'rooms', recordId: props.item.id }}
      conflict={{
        fields: roomConflictFields(t, centers),
        toFormValues: (current) => roomFormValues(current as RoomItem),
      }}
      title={t('rooms.editTitle', { name: props.item.name })}
      submitLabel={t('kit:form.save')}
    >
      <RoomFields />
    </ResourceFormDialog>
  );
}
