import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PtSessionItem } from '@cloudfit/shared/schemas/pt-session.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { InfoList } from '@cloudfit/shared/ui/kit/page';
import { MEASUREMENT_KEYS, MEASUREMENT_UNITS, measurementsOf } from './workout-values';

/** Workout notes and measurements for someone who may read the session but not change it. */
export function WorkoutReadOnly({ session }: { session: PtSessionItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const measurements = measurementsOf(session);
  return (
    <InfoList
      columns={3}
      items={[
        { label: t('ptSessions.workout.notes'), value: session.workoutNotes },
        ...MEASUREMENT_KEYS.map((key) => {
          const value = measurements[key];
          return {
            label: t(`ptSessions.measurements.${key}`),
            value:
              value === null || value === undefined
                ? null
                : `${format.number(value)} ${MEASUREMENT_UNITS[key]}`,
          };
        }),
      ]}
    />
  );
}
