import '../../i18n/auth-resources';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { loginSchema } from '@cloudfit/shared/schemas/auth.schema';
import { FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { z } from 'zod';
import { AuthCard } from '../../ui/AuthCard';

const notifyMeSchema = z.object({ email: loginSchema.shape.email });
type NotifyMeForm = z.infer<typeof notifyMeSchema>;

/**
 * /pages/miscellaneous/coming-soon, the template's page for a section not open yet. The address is
 * checked and confirmed on the page only: no mailing list stands behind it.
 */
export default function ComingSoonScreen() {
  const { t } = useTranslation('auth');
  const [noted, setNoted] = useState<string | null>(null);
  const kit = useKitForm(notifyMeSchema, {
    defaultValues: { email: '' } satisfies NotifyMeForm,
    onSubmit: ({ email }) => setNoted(email),
  });

  return (
    <AuthCard title={t('comingSoon.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('comingSoon.body')}
      </Typography>
      {noted ? (
        <Alert severity="success" role="status">
          {t('comingSoon.noted', { email: noted })}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={kit.onSubmit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <KitFormProvider form={kit}>
            <FormText<NotifyMeForm>
              name="email"
              label={t('login.email')}
              type="email"
              autoComplete="email"
              size="small"
            />
          </KitFormProvider>
          <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
            {t('comingSoon.notify')}
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
