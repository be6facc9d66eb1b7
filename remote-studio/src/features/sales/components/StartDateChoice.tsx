import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useFormContext, useWatch } from 'react-hook-form';

/** Today, or the day after the member's current membership ends; any other day in the date field. */
export function StartDateChoice({ today, afterCurrent }: { today: string; afterCurrent: string }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { control, setValue } = useFormContext<{ startDate: string }>();
  const startDate = useWatch({ control, name: 'startDate' });
  const choice = startDate === today ? 'today' : startDate === afterCurrent ? 'afterCurrent' : null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={choice}
      aria-label={t('sales.membership.startDate')}
      onChange={(_event, value: 'today' | 'afterCurrent' | null) => {
        if (value)
          setValue('startDate', value === 'today' ? today : afterCurrent, {
            shouldDirty: true,
            shouldValidate: true,
          });
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="today">
        {t('sales.membership.startToday', { day: format.day(today) })}
      </ToggleButton>
      {afterCurrent !== today && (
        <ToggleButton value="afterCurrent">
          {t('sales.membership.startAfterCurrent', { day: format.day(afterCurrent) })}
        </ToggleButton>
      )}
    </ToggleButtonGroup>
  );
}
