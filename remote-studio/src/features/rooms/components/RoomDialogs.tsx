import { createRoomSchema, type RoomItem, updateRoomSchema } from '@cloudfit/shared/schemas/room.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { useResourceForm } from '../../../components/form/resource-form';
import { useCenters } from '../../../components/format/studio-profile';
import { useSaveRoom } from '../api/use-save-room';
import { RoomFields } from './RoomFields';
import { blankRoom, roomConflictFields, roomFormValues } from './room-form';

export function RoomCreateDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('studio');
  const currentCenterId = useAppStore((s) => s.currentCenter?.id);
  const saveRoom = useSaveRoom(null);
  const resourceForm = useResourceForm({
    schema: createRoomSchema,
    defaultValues: blankRoom(currentCenterId),
    submit: saveRoom,
    successMessage: t('rooms.created'),
    afterSave: 'reset',
    guardLeave: false,
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open={props.open}
      title={t('rooms.new')}
      submitLabel={t('rooms.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <RoomFields />
    </FormDialog>
  );
}

/** Edits one room; a save that crossed someone else's opens the 409 dialog. */
export function RoomEditDialog(props: { item: RoomItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const centers = useCenters().data;
  const saveRoom = useSaveRoom(props.item.id);
  const resourceForm = useResourceForm({
    schema: updateRoomSchema,
    defaultValues: roomFormValues(props.item),
    submit: saveRoom,
    successMessage: t('rooms.saved'),
    guardLeave: false,
    onSaved: props.onClose,
    conflict: {
      fields: roomConflictFields(t, centers),
      toFormValues: (current) => roomFormValues(current as RoomItem),
    },
  });
  return (
    <FormDialog
      open
      title={t('rooms.editTitle', { name: props.item.name })}
      submitLabel={t('kit.form.save')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <RoomFields />
    </FormDialog>
  );
}
