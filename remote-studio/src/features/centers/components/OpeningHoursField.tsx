import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  ALL_DAY,
  type OpeningHours,
  runsPastMidnight,
  type UpdateCenterInput,
  WEEKDAYS,
} from '@cloudfit/shared/schemas/center.schema';
import { TimeOfDayField } from '@cloudfit/shared/ui/kit/form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import { inWeekOrder, weekdayName } from './opening-hours';

const DEFAULT_DAY_HOURS = { opens: '06:00', closes: '22:00' };
/** A day switched on starts with the hours of the last open day. */
const pick = ({ opens, closes }: { opens: string; closes: string }) => ({ opens, closes });

/** A week of opening hours: each day open or closed, with its opening and closing time. */
export function OpeningHoursField() {
  const { t, i18n } = useTranslation('studio');
  const { control, getFieldState, formState } = useFormContext<UpdateCenterInput>();
  const { field, fieldState } = useController({ name: 'openingHours', control });
  const hours: OpeningHours = field.value ?? [];
  const set = (next: OpeningHours) => field.onChange(inWeekOrder(next));
  const listError = fieldState.error?.message ?? fieldState.error?.root?.message;

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('centers.fields.openingHours')}
      </Typography>
      {WEEKDAYS.map((day) => {
        const index = hours.findIndex((entry) => entry.day === day);
        const entry = hours[index];
        const dayName = weekdayName(day, i18n.language);
        const timeError = (part: 'opens' | 'closes') => {
          const message = getFieldState(`openingHours.${index}.${part}`, formState).error?.message;
          return message ? translateMessage(message) : undefined;
        };
        const changeTime = (part: 'opens' | 'closes', value: string) =>
          set(hours.map((other) => (other.day === day ? { ...other, [part]: value } : other)));
        const allDay = entry?.opens === ALL_DAY.opens && entry.closes === ALL_DAY.closes;
        const setAllDay = (on: boolean) =>
          set(
            hours.map((other) =>
              other.day === day ? { day, ...(on ? ALL_DAY : DEFAULT_DAY_HOURS) } : other,
            ),
          );
        return (
          <Stack
            key={day}
            direction="row"
            useFlexGap
            data-testid={`opening-hours-${day}`}
            sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
          >
            <FormControlLabel
              sx={{ minWidth: 150, mt: 0.5 }}
              control={
                <Switch
                  checked={Boolean(entry)}
                  onChange={(event) =>
                    set(
                      event.target.checked
                        ? [...hours, { ...pick(hours.at(-1) ?? DEFAULT_DAY_HOURS), day }]
                        : hours.filter((other) => other.day !== day),
                    )
                  }
                />
              }
              label={dayName}
            />
            {entry && !allDay && (
              <>
                <TimeOfDayField
                  size="small"
                  label={t('centers.fields.opens')}
                  value={entry.opens}
                  onChange={(time) => changeTime('opens', time ?? '')}
                  error={timeError('opens')}
                  ariaLabel={`${dayName} ${t('centers.fields.opens')}`}
                  sx={{ width: 150 }}
                />
                <TimeOfDayField
                  size="small"
                  label={t('centers.fields.closes')}
                  value={entry.closes}
                  onChange={(time) => changeTime('closes', time ?? '')}
                  error={timeError('closes')}
                  helperText={runsPastMidnight(entry) ? t('centers.nextDay') : undefined}
                  ariaLabel={`${dayName} ${t('centers.fields.closes')}`}
                  sx={{ width: 150 }}
                />
              </>
            )}
            {entry && (
              <FormControlLabel
                sx={{ mt: 0.5, mr: 0 }}
                control={
                  <Checkbox
                    checked={allDay}
                    onChange={(event) => setAllDay(event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${dayName}: ${t('centers.allDay')}` } }}
                  />
                }
                label={t('centers.allDayShort')}
                title={t('centers.allDay')}
              />
            )}
            {!entry && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
                {t(hours.length === 0 ? 'centers.notSetDay' : 'centers.closedDay')}
              </Typography>
            )}
          </Stack>
        );
      })}
      <FormHelperText error={Boolean(listError)}>
        {listError
          ? translateMessage(listError)
          : t(hours.length === 0 ? 'centers.noHoursHelp' : 'centers.fields.openingHoursHelp')}
      </FormHelperText>
    </Stack>
  );
}
