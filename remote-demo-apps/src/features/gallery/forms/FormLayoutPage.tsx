import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';

function LayoutForm({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation('demo');
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    appStore.getState().toast(t('gallery.saved'));
  };
  return (
    <Box component="form" onSubmit={save} aria-label={label}>
      {children}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
        <Button type="submit" variant="contained">
          {t('gallery.submit')}
        </Button>
        <Button type="reset" variant="outlined">
          {t('gallery.reset')}
        </Button>
      </Box>
    </Box>
  );
}

/** A label beside its field from sm up, above it on a phone. */
function HorizontalRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (id: string) => ReactNode;
}) {
  return (
    <Grid container spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: 'center', mb: 2 }}>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Typography component="label" htmlFor={id}>
          {label}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 9 }}>{children(id)}</Grid>
    </Grid>
  );
}

/** Form layouts: the same fields arranged horizontally, vertically and in several columns. */
export function FormLayoutPage() {
  const { t } = useTranslation('demo');
  const field = (key: string) => t(`gallery.layout.fields.${key}`);
  const horizontal = ['firstName', 'email', 'mobile', 'password'] as const;
  const types: Record<string, string> = { email: 'email', mobile: 'tel', password: 'password' };
  return (
    <GalleryPage title={t('gallery.layout.title')} subtitle={t('gallery.layout.subtitle')}>
      <GalleryCard title={t('gallery.layout.horizontal')}>
        <LayoutForm label={t('gallery.layout.horizontal')}>
          {horizontal.map((key) => (
            <HorizontalRow key={key} id={`horizontal-${key}`} label={field(key)}>
              {(id) => (
                <TextField id={id} type={types[key] ?? 'text'} size="small" fullWidth autoComplete="off" />
              )}
            </HorizontalRow>
          ))}
          <FormControlLabel control={<Checkbox />} label={field('remember')} />
        </LayoutForm>
      </GalleryCard>
      <GalleryCard title={t('gallery.layout.vertical')}>
        <LayoutForm label={t('gallery.layout.vertical')}>
          <Grid container spacing={2}>
            {horizontal.map((key) => (
              <Grid key={key} size={12}>
                <TextField
                  label={field(key)}
                  type={types[key] ?? 'text'}
                  size="small"
                  fullWidth
                  autoComplete="off"
                />
              </Grid>
            ))}
          </Grid>
          <FormControlLabel control={<Checkbox />} label={field('remember')} sx={{ mt: 1 }} />
        </LayoutForm>
      </GalleryCard>
      <GalleryCard title={t('gallery.layout.multiColumn')} wide>
        <LayoutForm label={t('gallery.layout.multiColumn')}>
          <Grid container spacing={2}>
            {(['firstName', 'lastName', 'city', 'country', 'company', 'email'] as const).map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  label={field(key)}
                  type={types[key] ?? 'text'}
                  size="small"
                  fullWidth
                  autoComplete="off"
                />
              </Grid>
            ))}
          </Grid>
        </LayoutForm>
      </GalleryCard>
    </GalleryPage>
  );
}
