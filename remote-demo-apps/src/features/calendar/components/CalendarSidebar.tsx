import '../calendar.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { CALENDAR_CATEGORIES, type CalendarCategory } from '@cloudfit/shared/schemas/demo/calendar.schema';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CALENDAR_COLORS } from './calendar-colors';

export interface CalendarSidebarProps {
  shown: CalendarCategory[];
  onShownChange(shown: CalendarCategory[]): void;
  onAdd(): void;
}

/** "Add event" and the calendar filters: one box per calendar and one for all of them. */
export function CalendarSidebar({ shown, onShownChange, onAdd }: CalendarSidebarProps) {
  const { t } = useTranslation('demo');
  const all = shown.length === CALENDAR_CATEGORIES.length;
  const toggle = (category: CalendarCategory, checked: boolean) =>
    onShownChange(CALENDAR_CATEGORIES.filter((c) => (c === category ? checked : shown.includes(c))));
  return (
    <Stack spacing={3}>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd} fullWidth>
        {t('calendar.addEvent')}
      </Button>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Typography component="legend" variant="overline" color="text.secondary">
          {t('calendar.filter')}
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && shown.length > 0}
                onChange={(event) => onShownChange(event.target.checked ? [...CALENDAR_CATEGORIES] : [])}
              />
            }
            label={t('calendar.viewAll')}
          />
          {CALENDAR_CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              control={
                <Checkbox
                  color={CALENDAR_COLORS[category]}
                  checked={shown.includes(category)}
                  onChange={(event) => toggle(category, event.target.checked)}
                />
              }
              label={t(`calendar.calendars.${category}`)}
            />
          ))}
        </FormGroup>
      </fieldset>
    </Stack>
  );
}
