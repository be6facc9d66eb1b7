import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type ClassItem,
  type ClassMoveLosses,
  type CreateClassInput,
  createClassSchema,
  type UpdateClassInput,
  updateClassSchema,
} from '@cloudfit/shared/schemas/class.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import { FormInstant, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ClassMoveDialog } from '../../../components/class-move/ClassMoveDialog';
import { ClassFields, useBranchTimeZone } from './ClassFields';
import { blankClass, classFormValues } from './class-form';

/** A one-off class (`editing` absent) or one class edited on its own. */
export function ClassFormDialog(props: { editing?: ClassItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const currentCenterId = useAppStore((s) => s.currentCenter?.id);
  const centerId = props.editing?.centerId ?? currentCenterId;
  const timeZone = useBranchTimeZone(centerId, format.timeZone);
  const openingHours = useCenters().data?.find((center) => center.id === centerId)?.openingHours;
  const save = useSaveRecord<ClassItem, CreateClassInput | UpdateClassInput>(
    'classes',
    props.editing?.id ?? null,
  );
  const editing = props.editing;
  const [moveLosses, setMoveLosses] = useState<{ values: UpdateClassInput; losses: ClassMoveLosses } | null>(
    null,
  );
  const confirmMove = useApiMutation({
    mutate: (values: UpdateClassInput) => save({ ...values, confirm: true }),
    successMessage: t('classes.move.done'),
    invalidate: [['bookings'], ['memberships']],
    onSuccess: props.onClose,
  });
  const resourceForm = useResourceForm({
    schema: editing ? updateClassSchema : createClassSchema,
    defaultValues: editing ? classFormValues(editing) : blankClass(centerId, timeZone, openingHours),
    submit: save,
    successMessage: editing ? t('classes.saved') : t('classes.created'),
    guardLeave: false,
    onSaved: props.onClose,
    onRefused: (error, values, form) => {
      const details = error.body?.error.details;
      if (error.code === DOMAIN_CODES.classCapacityBelowBooked) {
        const booked = (details as { booked: number }).booked;
        form.setError(
          'capacity',
          { type: 'server', message: t('classes.capacityBooked', { count: booked }) },
          { shouldFocus: true },
        );
        return true;
      }
      if (error.code === DOMAIN_CODES.classMoveLosesBookings && editing) {
        setMoveLosses({ values: values as UpdateClassInput, losses: details as ClassMoveLosses });
        return true;
      }
      return false;
    },
    live: { resource: 'classes', recordId: editing?.id },
    conflict: editing && {
      fields: [
        { name: 'title', label: t('classes.fields.title') },
        {
          name: 'startsAt',
          label: t('classes.fields.startsAt'),
          format: (value) => format.dateTime(value as string),
        },
        {
          name: 'endsAt',
          label: t('classes.fields.endsAt'),
          format: (value) => format.dateTime(value as string),
        },
        { name: 'capacity', label: t('classes.fields.capacity') },
        { name: 'creditCost', label: t('classes.fields.creditCost') },
        { name: 'description', label: t('classes.fields.description') },
      ],
      toFormValues: (current) => classFormValues(current as ClassItem),
    },
  });
  return (
    <FormDialog
      open
      maxWidth="md"
      title={editing ? t('classes.editOne.title', { title: editing.title }) : t('classes.newClass')}
      submitLabel={editing ? t('classes.save') : t('classes.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <ClassFields
        editing={Boolean(editing)}
        current={editing}
        schedule={<ClassTimes fallbackZone={format.timeZone} />}
      />
      {moveLosses && editing && (
        <ClassMoveDialog
          title={editing.title}
          members={moveLosses.losses.members}
          busy={confirmMove.isPending}
          onConfirm={() => confirmMove.mutate(moveLosses.values)}
          onClose={() => setMoveLosses(null)}
        />
      )}
    </FormDialog>
  );
}

/** Start and end on the branch's clock; moving the start keeps the length. */
function ClassTimes({ fallbackZone }: { fallbackZone: string }) {
  const { t } = useTranslation('studio');
  const { watch, getValues, setValue } = useFormContext<{ centerId: number; endsAt: string }>();
  const timeZone = useBranchTimeZone(watch('centerId'), fallbackZone);
  return (
    <>
      <FormInstant
        name="startsAt"
        label={t('classes.fields.startsAt')}
        timeZone={timeZone}
        required
        emptyValue=""
        onInstantChange={(previous, next) => {
          const endsAt = getValues('endsAt');
          if (!endsAt) return;
          const shifted = Date.parse(endsAt) + (Date.parse(next) - Date.parse(previous));
          setValue('endsAt', new Date(shifted).toISOString(), { shouldDirty: true });
        }}
      />
      <FormInstant
        name="endsAt"
        label={t('classes.fields.endsAt')}
        timeZone={timeZone}
        required
        emptyValue=""
      />
    </>
  );
}
