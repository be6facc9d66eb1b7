import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  ACCOUNT_COUNTRIES,
  type AccountInfo,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { FormSelect, FormText, KitFormProvider } from '@cloudfit/shared/ui/kit/form';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { BirthdayPicker } from './BirthdayPicker';
import { SectionActions } from './SectionActions';
import { useSectionForm } from './section-form';

/** Bio, birthday, country (named in the user's language), website and phone. */
export function InfoTab({ saved }: { saved: AccountInfo }) {
  const { t, i18n } = useTranslation('demo');
  const { kit, form, submit } = useSectionForm('info', saved);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return ACCOUNT_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, i18n.language),
    );
  }, [i18n.language]);

  return (
    <KitFormProvider form={kit}>
      <form onSubmit={submit} noValidate aria-label={t('accountSetting.tabs.info')}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormText<AccountInfo> name="bio" label={t('accountSetting.info.bio')} multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BirthdayPicker label={t('accountSetting.info.dob')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect<AccountInfo>
              name="country"
              label={t('accountSetting.info.country')}
              options={countries.map(({ code, name }) => ({ value: code, label: name }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountInfo>
              name="website"
              type="url"
              label={t('accountSetting.info.website')}
              placeholder="https://"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText<AccountInfo>
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t('accountSetting.info.phone')}
            />
          </Grid>
        </Grid>
        <SectionActions saving={form.formState.isSubmitting} onDiscard={() => form.reset(saved)} />
      </form>
    </KitFormProvider>
  );
}
