import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import type { ClassItem, ClassSeriesItem } from '@cloudfit/shared/schemas/class.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import { useEffect } from 'react';
import { useBranchTimeZone } from './ClassFields';
import { dayInZone } from './class-time';
import { SeriesFormDialog } from './SeriesFormDialog';

/** "This and all future" from an occurrence: loads its series, then edits it from that day on. */
export function EditFutureDialog(props: { item: ClassItem & { seriesId: number }; onClose(): void }) {
  const format = useStudioFormat();
  const timeZone = useBranchTimeZone(props.item.centerId, format.timeZone);
  const series = useRecord<ClassSeriesItem>('class-series', props.item.seriesId);
  const { onClose } = props;

  useEffect(() => {
    if (!series.error) return;
    appStore.getState().toast(translateApiError(series.error), 'error');
    onClose();
  }, [series.error, onClose]);

  if (!series.data) return null;
  return (
    <SeriesFormDialog
      editing={{
        series: series.data,
        applyFrom: dayInZone(props.item.startsAt, timeZone),
        instructorName: props.item.instructorName,
      }}
      onClose={onClose}
    />
  );
}
