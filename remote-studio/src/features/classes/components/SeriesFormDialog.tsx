import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type ClassMoveLosses,
  type ClassSeriesItem,
  type CreateClassSeriesInput,
  createClassSeriesSchema,
  type UpdateClassSeriesInput,
  updateClassSeriesSchema,
} from '@cloudfit/shared/schemas/class.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import { FormDay, FormInteger, FormTime, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { ClassMoveDialog } from '../../../components/class-move/ClassMoveDialog';
import { ClassFields, useBranchTimeZone } from './ClassFields';
import { blankSeries, seriesFormValues } from './class-form';
import { FormWeekdays } from './FormWeekdays';

/**
 * A new weekly series, or "this and all future" of an existing one (`editing`, from the day of
 * the occurrence the user opened it on).
 */
export function SeriesFormDialog(props: {
  editing?: { series: ClassSeriesItem; applyFrom: string; instructorName: string };
  onClose(): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const currentCenterId = useAppStore((s) => s.currentCenter?.id);
  const editing = props.editing;
  const timeZone = useBranchTimeZone(editing?.series.centerId ?? currentCenterId, format.timeZone);
  // POST generates every occurrence; PUT is "this and all future": the occurrences from `applyFrom`
  // on that were not edited one by one follow the new pattern, so the classes refresh too.
  const save = useSaveRecord<{ series: ClassSeriesItem }, CreateClassSeriesInput | UpdateClassSeriesInput>(
    'class-series',
    editing?.series.id ?? null,
    { invalidate: [['classes']] },
  );
  // Booked members the edit would drop, as the server listed them, until the user confirms.
  const [losses, setLosses] = useState<{ values: UpdateClassSeriesInput; losses: ClassMoveLosses } | null>(
    null,
  );
  const confirmEdit = useApiMutation({
    mutate: (values: UpdateClassSeriesInput) => save({ ...values, confirm: true }),
    successMessage: t('classes.series.saved'),
    invalidate: [['bookings'], ['memberships']],
    onSuccess: props.onClose,
  });
  const resourceForm = useResourceForm({
    schema: editing ? updateClassSeriesSchema : createClassSeriesSchema,
    defaultValues: editing
      ? seriesFormValues(editing.series, editing.applyFrom)
      : blankSeries(currentCenterId, format.today()),
    submit: save,
    successMessage: editing ? t('classes.series.saved') : t('classes.series.created'),
    guardLeave: false,
    onSaved: props.onClose,
    onRefused: (error, values) => {
      if (error.code !== DOMAIN_CODES.classMoveLosesBookings || !editing) return false;
      setLosses({
        values: values as UpdateClassSeriesInput,
        losses: error.body?.error.details as ClassMoveLosses,
      });
      return true;
    },
    conflict: editing && {
      fields: [
        { name: 'title', label: t('classes.fields.title') },
        { name: 'startTime', label: t('classes.fields.startTime') },
        { name: 'durationMinutes', label: t('classes.fields.durationMinutes') },
        { name: 'capacity', label: t('classes.fields.capacity') },
        {
          name: 'untilDate',
          label: t('classes.fields.untilDate'),
          format: (value) => format.day(value as string),
        },
      ],
      toFormValues: (current) => seriesFormValues(current as ClassSeriesItem, editing.applyFrom),
    },
  });

  return (
    <FormDialog
      open
      maxWidth="md"
      title={
        editing ? t('classes.editFuture.title', { title: editing.series.title }) : t('classes.newSeries')
      }
      submitLabel={editing ? t('classes.editFuture.submit') : t('classes.series.create')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      {editing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('classes.editFuture.explain', { day: format.day(editing.applyFrom) })}
        </Alert>
      )}
      <ClassFields
        editing={Boolean(editing)}
        current={
          editing && { instructorId: editing.series.instructorId, instructorName: editing.instructorName }
        }
        schedule={
          <>
            <div className="full-row">
              <FormWeekdays name="weekdays" label={t('classes.fields.weekdays')} />
            </div>
            <FormTime
              name="startTime"
              label={t('classes.fields.startTime')}
              helperText={timeZone.replaceAll('_', ' ')}
              required
            />
            <FormInteger
              name="durationMinutes"
              label={t('classes.fields.durationMinutes')}
              required
              min={5}
            />
            <FormDay name="fromDate" label={t('classes.fields.fromDate')} required />
            <FormDay name="untilDate" label={t('classes.fields.untilDate')} required />
            {editing && <FormDay name="applyFrom" label={t('classes.fields.applyFrom')} required />}
          </>
        }
      />
      {losses && editing && (
        <ClassMoveDialog
          title={editing.series.title}
          members={losses.losses.members}
          body={t('classes.editFuture.losesBody', { count: losses.losses.members.length })}
          confirmLabel={t('classes.editFuture.losesConfirm')}
          busy={confirmEdit.isPending}
          onConfirm={() => confirmEdit.mutate(losses.values)}
          onClose={() => setLosses(null)}
        />
      )}
    </FormDialog>
  );
}
