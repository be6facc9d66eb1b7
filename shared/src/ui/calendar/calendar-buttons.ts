import './calendar.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useMemo } from 'react';

/** FullCalendar's `buttonText` in the screen's language: "Today", "Month", "Week", "Day", "List". */
export function useCalendarButtonNames() {
  const { t } = useTranslation('calendar');
  return useMemo(
    () => ({
      today: t('buttons.today'),
      month: t('buttons.month'),
      week: t('buttons.week'),
      day: t('buttons.day'),
      list: t('buttons.list'),
    }),
    [t],
  );
}
