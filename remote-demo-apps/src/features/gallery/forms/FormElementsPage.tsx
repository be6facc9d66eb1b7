import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { PickerLocale } from '@cloudfit/shared/ui/kit/picker-locale';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';

const CLASSES = ['yoga', 'pilates', 'spinning', 'boxing', 'zumba', 'crossfit'] as const;
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

function InputsExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack spacing={2}>
      <TextField label={t('gallery.elements.outlined')} defaultValue="" />
      <TextField label={t('gallery.elements.filled')} variant="filled" />
      <TextField label={t('gallery.elements.standard')} variant="standard" />
      <TextField
        label={t('gallery.elements.disabled')}
        defaultValue={t('gallery.elements.readOnlyValue')}
        disabled
      />
      <TextField
        label={t('gallery.elements.notes')}
        multiline
        minRows={3}
        helperText={t('gallery.elements.notesHint')}
      />
    </Stack>
  );
}

function SelectsExample() {
  const { t } = useTranslation('demo');
  const [level, setLevel] = useState<string>('beginner');
  const [classes, setClasses] = useState<string[]>(['yoga']);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('gallery.elements.level')}
        value={level}
        onChange={(event) => setLevel(event.target.value)}
      >
        {LEVELS.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`gallery.elements.levels.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('gallery.elements.classes')}
        value={classes}
        onChange={(event) => setClasses(event.target.value as unknown as string[])}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {(selected as string[]).map((each) => (
                  <Chip key={each} size="small" label={t(`gallery.elements.classNames.${each}`)} />
                ))}
              </Stack>
            ),
          },
        }}
      >
        {CLASSES.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`gallery.elements.classNames.${each}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function ChoicesExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('gallery.elements.checkboxes')}</FormLabel>
        <FormGroup row>
          <FormControlLabel
            control={<Checkbox defaultChecked />}
            label={t('gallery.elements.classNames.yoga')}
          />
          <FormControlLabel
            control={<Checkbox color="success" />}
            label={t('gallery.elements.classNames.pilates')}
          />
          <FormControlLabel control={<Checkbox disabled />} label={t('gallery.elements.classNames.boxing')} />
        </FormGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="elements-level-radio">{t('gallery.elements.radios')}</FormLabel>
        <RadioGroup row aria-labelledby="elements-level-radio" defaultValue="intermediate">
          {LEVELS.map((each) => (
            <FormControlLabel
              key={each}
              value={each}
              control={<Radio />}
              label={t(`gallery.elements.levels.${each}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('gallery.elements.switches')}</FormLabel>
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label={t('gallery.elements.emailNotices')} />
          <FormControlLabel control={<Switch color="secondary" />} label={t('gallery.elements.smsNotices')} />
        </FormGroup>
      </FormControl>
    </Stack>
  );
}

function PickersExample() {
  const { t } = useTranslation('demo');
  const [day, setDay] = useState<Dayjs | null>(dayjs().startOf('day'));
  const [time, setTime] = useState<Dayjs | null>(dayjs().hour(18).minute(30));
  const [moment, setMoment] = useState<Dayjs | null>(null);
  return (
    <PickerLocale>
      <Stack spacing={2}>
        <DatePicker label={t('gallery.elements.date')} value={day} onChange={setDay} />
        <TimePicker label={t('gallery.elements.time')} value={time} onChange={setTime} />
        <DateTimePicker label={t('gallery.elements.dateTime')} value={moment} onChange={setMoment} />
      </Stack>
    </PickerLocale>
  );
}

function AutocompleteExample() {
  const { t } = useTranslation('demo');
  const options = CLASSES.map((each) => t(`gallery.elements.classNames.${each}`));
  return (
    <Stack spacing={2}>
      <Autocomplete
        options={options}
        renderInput={(params) => <TextField {...params} label={t('gallery.elements.favouriteClass')} />}
      />
      <Autocomplete
        multiple
        options={options}
        defaultValue={[options[0] ?? '']}
        renderInput={(params) => <TextField {...params} label={t('gallery.elements.classes')} />}
      />
    </Stack>
  );
}

function FileInputExample() {
  const { t } = useTranslation('demo');
  const [names, setNames] = useState<string[]>([]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileOutlined />}>
        {t('gallery.elements.chooseFiles')}
        <input
          hidden
          type="file"
          multiple
          onChange={(event) => setNames([...(event.target.files ?? [])].map((file) => file.name))}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {names.length ? names.join(', ') : t('gallery.elements.noFiles')}
      </Typography>
    </Stack>
  );
}

function AdornmentsExample() {
  const { t } = useTranslation('demo');
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('gallery.elements.search')}
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label={t('gallery.elements.price')}
        type="number"
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
            endAdornment: <InputAdornment position="end">{t('gallery.elements.perMonth')}</InputAdornment>,
          },
        }}
      />
      <TextField
        label={t('gallery.elements.website')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">https://</InputAdornment> } }}
      />
      <TextField
        label={t('gallery.elements.password')}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={shown ? t('gallery.elements.hidePassword') : t('gallery.elements.showPassword')}
                  onClick={() => setShown(!shown)}
                  edge="end"
                >
                  {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}

/** Form elements: every kind of input the template shows, working but not submitted anywhere. */
export function FormElementsPage() {
  const { t } = useTranslation('demo');
  const card = (key: string) => ({ title: t(`gallery.elements.cards.${key}`) });
  return (
    <GalleryPage title={t('gallery.elements.title')} subtitle={t('gallery.elements.subtitle')}>
      <GalleryCard {...card('inputs')}>
        <InputsExample />
      </GalleryCard>
      <GalleryCard {...card('adornments')}>
        <AdornmentsExample />
      </GalleryCard>
      <GalleryCard {...card('selects')}>
        <SelectsExample />
      </GalleryCard>
      <GalleryCard {...card('autocomplete')}>
        <AutocompleteExample />
      </GalleryCard>
      <GalleryCard {...card('choices')}>
        <ChoicesExample />
      </GalleryCard>
      <GalleryCard {...card('pickers')}>
        <PickersExample />
      </GalleryCard>
      <GalleryCard {...card('file')}>
        <FileInputExample />
      </GalleryCard>
    </GalleryPage>
  );
}
