import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PtSessionItem, UpdatePtSessionInput } from '@cloudfit/shared/schemas/pt-session.schema';
import { updatePtSessionSchema } from '@cloudfit/shared/schemas/pt-session.schema';
import {
  FieldGrid,
  FormDecimal,
  FormText,
  type ResourceForm,
  ResourceFormBody,
  useResourceForm,
} from '@cloudfit/shared/ui/kit/form';
import { useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { MEASUREMENT_KEYS, MEASUREMENT_UNITS, workoutFormValues } from './workout-values';

type WorkoutForm = ResourceForm<typeof updatePtSessionSchema>;

function describeMeasurements(t: TFunction, value: unknown): string {
  const measurements = (value ?? {}) as Record<string, number | null>;
  return MEASUREMENT_KEYS.filter((key) => measurements[key] !== null && measurements[key] !== undefined)
    .map((key) => `${t(`ptSessions.measurements.${key}`)} ${measurements[key]} ${MEASUREMENT_UNITS[key]}`)
    .join(', ');
}

/** The versioned form for the trainer's workout notes and the member's measurements. */
export function useWorkoutForm(session: PtSessionItem): WorkoutForm {
  const { t } = useTranslation('studio');
  const save = useSaveRecord<PtSessionItem, UpdatePtSessionInput>('pt-sessions', session.id, {
    keepAnswer: true,
  });
  return useResourceForm({
    schema: updatePtSessionSchema,
    defaultValues: workoutFormValues(session),
    submit: save,
    successMessage: t('ptSessions.workout.saved'),
    conflict: {
      fields: [
        { name: 'workoutNotes', label: t('ptSessions.workout.notes') },
        {
          name: 'measurements',
          label: t('ptSessions.workout.measurements'),
          format: (value) => describeMeasurements(t, value),
        },
      ],
      toFormValues: (current) => workoutFormValues(current as PtSessionItem),
    },
  });
}

function WorkoutFields() {
  const { t } = useTranslation('studio');
  return (
    <>
      <FormText<UpdatePtSessionInput>
        name="workoutNotes"
        label={t('ptSessions.workout.notes')}
        multiline
        minRows={4}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        {t('ptSessions.workout.measurements')}
      </Typography>
      <FieldGrid columns={3}>
        {MEASUREMENT_KEYS.map((key) => (
          <FormDecimal<UpdatePtSessionInput>
            key={key}
            name={`measurements.${key}`}
            label={t(`ptSessions.measurements.${key}`)}
            unit={MEASUREMENT_UNITS[key]}
          />
        ))}
      </FieldGrid>
    </>
  );
}

export function WorkoutFormBody({ resourceForm }: { resourceForm: WorkoutForm }) {
  const { t } = useTranslation('studio');
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('ptSessions.workout.save')}>
      <WorkoutFields />
    </ResourceFormBody>
  );
}
