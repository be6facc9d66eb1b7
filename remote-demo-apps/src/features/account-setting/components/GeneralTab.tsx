import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AccountGeneral } from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@cloudfit/shared/schemas/demo/pages-image.schema';
import { FormText, KitFormProvider } from '@cloudfit/shared/ui/kit/form';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { SectionActions } from './SectionActions';
import { useSectionForm } from './section-form';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Avatar (upload or reset to initials), username, full name, email and company. */
export function GeneralTab({ saved }: { saved: AccountGeneral }) {
  const { t } = useTranslation('demo');
  const { kit, form, submit } = useSectionForm('general', saved);
  const avatar = form.watch('avatar');
  const fullName = form.watch('fullName');
  const avatarError = form.formState.errors.avatar?.message;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      form.setError('avatar', { message: IMAGE_TYPE_MESSAGE });
    } else if (file.size > MAX_IMAGE_BYTES) {
      form.setError('avatar', { message: IMAGE_SIZE_MESSAGE });
    } else {
      form.setValue('avatar', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <KitFormProvider form={kit}>
      <form onSubmit={submit} noValidate aria-label={t('accountSetting.tabs.general')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar
            src={avatar ?? undefined}
            alt={t('accountSetting.general.avatar')}
            variant="rounded"
            sx={{ width: 80, height: 80, fontSize: 28, bgcolor: 'primary.main' }}
          >
            {initials(fullName ?? '')}
          </Avatar>
          <div>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button component="label" variant="contained" size="small">
                {t('accountSetting.general.upload')}
                <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={upload} />
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                onClick={() => form.setValue('avatar', null, { shouldDirty: true, shouldValidate: true })}
              >
                {t('accountSetting.general.reset')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('accountSetting.general.avatarHint')}
            </Typography>
            {avatarError && <FormHelperText error>{translateMessage(avatarError)}</FormHelperText>}
          </div>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountGeneral> name="username" label={t('accountSetting.general.username')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountGeneral> name="fullName" label={t('accountSetting.general.fullName')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountGeneral>
              name="email"
              type="email"
              autoComplete="email"
              label={t('accountSetting.general.email')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountGeneral> name="company" label={t('accountSetting.general.company')} />
          </Grid>
        </Grid>
        <SectionActions saving={form.formState.isSubmitting} onDiscard={() => form.reset(saved)} />
      </form>
    </KitFormProvider>
  );
}
