import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { useCopyToClipboard } from '../components/use-copy-to-clipboard';
import { FEATHER_ICONS } from './feather-icons';

const ICONS = Object.entries(FEATHER_ICONS);

/** Icons: a searchable grid of outlined icons; choosing one copies its component name. */
export function FeatherPage() {
  const { t } = useTranslation('demo');
  const copy = useCopyToClipboard();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = ICONS.filter(([name]) => name.toLowerCase().includes(needle));
  return (
    <GalleryPage
      title={t('gallery.feather.title')}
      subtitle={t('gallery.feather.subtitle', { count: ICONS.length })}
    >
      <GalleryCard title={t('gallery.feather.cardTitle')} description={t('gallery.feather.hint')} wide>
        <TextField
          label={t('gallery.feather.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ mb: 1, maxWidth: 360 }}
          fullWidth
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
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
          {t('gallery.feather.shown', { count: shown.length })}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(116px, 1fr))',
          }}
        >
          {shown.map(([name, Icon]) => (
            <li key={name}>
              <ButtonBase
                onClick={() => void copy(name)}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  gap: 1,
                  p: 1.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                <Icon />
                <Typography variant="caption" sx={{ wordBreak: 'break-all', color: 'inherit' }}>
                  {name}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </GalleryCard>
    </GalleryPage>
  );
}
