import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Save and discard under each tab's form. */
export function SectionActions({ saving, onDiscard }: { saving: boolean; onDiscard(): void }) {
  const { t } = useTranslation('demo');
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button type="submit" variant="contained" loading={saving}>
        {t('accountSetting.save')}
      </Button>
      <Button type="button" variant="outlined" color="inherit" onClick={onDiscard} disabled={saving}>
        {t('accountSetting.discard')}
      </Button>
    </Stack>
  );
}
