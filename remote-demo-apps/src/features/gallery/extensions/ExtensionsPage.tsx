import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { switchLanguage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { PickerLocale } from '@cloudfit/shared/ui/kit/picker-locale';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { useCopyToClipboard } from '../components/use-copy-to-clipboard';
import { DragDropList } from './DragDropList';
import { FileUploadPreview } from './FileUploadPreview';

function ClipboardExample() {
  const { t } = useTranslation('demo');
  const copy = useCopyToClipboard();
  const [text, setText] = useState('https://cloudfit.example/invite/3F9K');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        label={t('gallery.extensions.clipboard.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyOutlined />}
        onClick={() => void copy(text)}
        sx={{ flexShrink: 0 }}
      >
        {t('gallery.extensions.clipboard.copy')}
      </Button>
    </Stack>
  );
}

function PickersExample() {
  const { t } = useTranslation('demo');
  const [start, setStart] = useState<Dayjs | null>(dayjs().startOf('day'));
  const [end, setEnd] = useState<Dayjs | null>(dayjs().startOf('day').add(7, 'day'));
  const [time, setTime] = useState<Dayjs | null>(dayjs().hour(7).minute(0));
  return (
    <PickerLocale>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label={t('gallery.extensions.pickers.from')} value={start} onChange={setStart} />
          <DatePicker
            label={t('gallery.extensions.pickers.to')}
            value={end}
            onChange={setEnd}
            minDate={start ?? undefined}
          />
        </Stack>
        <TimePicker label={t('gallery.extensions.pickers.time')} value={time} onChange={setTime} />
      </Stack>
    </PickerLocale>
  );
}

function MarkdownExample() {
  const { t } = useTranslation('demo');
  const [source, setSource] = useState(() => t('gallery.extensions.markdown.sample'));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t('gallery.extensions.markdown.source')}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        multiline
        minRows={8}
        fullWidth
      />
      <Box
        aria-label={t('gallery.extensions.markdown.preview')}
        role="region"
        sx={{
          flex: 1,
          minWidth: 0,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& :first-of-type': { mt: 0 },
          '& h1, & h2, & h3': { fontSize: '1.1rem' },
        }}
      >
        <Markdown>{source}</Markdown>
      </Box>
    </Stack>
  );
}

function SliderExample() {
  const { t, i18n } = useTranslation('demo');
  const [volume, setVolume] = useState(30);
  const [range, setRange] = useState<number[]>([20, 60]);
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return (
    <Stack spacing={3} sx={{ px: 1 }}>
      <Box>
        <Typography id="extensions-volume">
          {t('gallery.extensions.slider.volume', { value: volume })}
        </Typography>
        <Slider
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
          aria-labelledby="extensions-volume"
          valueLabelDisplay="auto"
        />
      </Box>
      <Box>
        <Typography id="extensions-price">
          {t('gallery.extensions.slider.price', {
            from: money.format(range[0] ?? 0),
            to: money.format(range[1] ?? 0),
          })}
        </Typography>
        <Slider
          value={range}
          onChange={(_, value) => setRange(value as number[])}
          aria-labelledby="extensions-price"
          getAriaValueText={(value) => money.format(value)}
          valueLabelFormat={(value) => money.format(value)}
          valueLabelDisplay="auto"
          max={200}
          step={5}
          marks
          disableSwap
        />
      </Box>
    </Stack>
  );
}

function LanguageSwitchExample() {
  const { t, i18n } = useTranslation('demo');
  const language = i18n.language as Locale;
  const choose = (locale: Locale) => {
    appStore.getState().setLocale(locale);
    void switchLanguage(locale);
  };
  const now = new Date();
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        value={language}
        exclusive
        size="small"
        aria-label={t('gallery.extensions.i18n.label')}
        onChange={(_, locale: Locale | null) => locale && choose(locale)}
        sx={{ flexWrap: 'wrap' }}
      >
        {LOCALES.map((locale) => (
          <ToggleButton key={locale} value={locale} lang={locale}>
            {new Intl.DisplayNames([locale], { type: 'language' }).of(locale)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography>{t('gallery.extensions.i18n.sample')}</Typography>
      <Typography color="text.secondary">
        {new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(now)} ·{' '}
        {new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1234.5)}
      </Typography>
    </Stack>
  );
}

/** Extensions: the template's add-ons, done with the libraries the app already has. */
export function ExtensionsPage() {
  const { t } = useTranslation('demo');
  const card = (key: string) => ({
    title: t(`gallery.extensions.${key}.title`),
    description: t(`gallery.extensions.${key}.description`),
  });
  return (
    <GalleryPage title={t('gallery.extensions.title')} subtitle={t('gallery.extensions.subtitle')}>
      <GalleryCard {...card('dnd')}>
        <DragDropList />
      </GalleryCard>
      <GalleryCard {...card('clipboard')}>
        <ClipboardExample />
      </GalleryCard>
      <GalleryCard {...card('pickers')}>
        <PickersExample />
      </GalleryCard>
      <GalleryCard {...card('slider')}>
        <SliderExample />
      </GalleryCard>
      <GalleryCard {...card('markdown')} wide>
        <MarkdownExample />
      </GalleryCard>
      <GalleryCard {...card('upload')}>
        <FileUploadPreview />
      </GalleryCard>
      <GalleryCard {...card('i18n')}>
        <LanguageSwitchExample />
      </GalleryCard>
    </GalleryPage>
  );
}
