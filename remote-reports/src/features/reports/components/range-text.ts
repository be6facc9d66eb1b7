import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useReportFormat } from './report-format';

/** "1 Nov 2026 – 22 Nov 2026, days in Asia/Taipei": the days the API counted, once it answered. */
export function useRangeText(
  range: { from: string | null; to: string | null; timeZone: string } | undefined,
) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  if (!range?.from || !range.to) return undefined;
  return t('frame.range', {
    from: format.day(range.from),
    to: format.day(range.to),
    timeZone: range.timeZone,
  });
}
