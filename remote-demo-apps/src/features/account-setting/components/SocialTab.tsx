import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type AccountSocial,
  SOCIAL_NETWORKS,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { FormText, KitFormProvider } from '@cloudfit/shared/ui/kit/form';
import Grid from '@mui/material/Grid';
import { SectionActions } from './SectionActions';
import { useSectionForm } from './section-form';

/** A profile address on each of the six networks, or nothing. */
export function SocialTab({ saved }: { saved: AccountSocial }) {
  const { t } = useTranslation('demo');
  const { kit, form, submit } = useSectionForm('social', saved);
  return (
    <KitFormProvider form={kit}>
      <form onSubmit={submit} noValidate aria-label={t('accountSetting.tabs.social')}>
        <Grid container spacing={2}>
          {SOCIAL_NETWORKS.map((network) => (
            <Grid key={network} size={{ xs: 12, sm: 6 }}>
              <FormText<AccountSocial>
                name={network}
                type="url"
                label={t(`accountSetting.social.${network}`)}
                placeholder="https://"
              />
            </Grid>
          ))}
        </Grid>
        <SectionActions saving={form.formState.isSubmitting} onDiscard={() => form.reset(saved)} />
      </form>
    </KitFormProvider>
  );
}
