import '@cloudfit/shared/ui/kit/kit.i18n';
import '../account.i18n';
import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { switchLanguage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type AccountProfile,
  type UpdateAccountProfileInput,
  updateAccountProfileSchema,
} from '@cloudfit/shared/schemas/account.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import {
  FieldGrid,
  FormSelect,
  FormText,
  LOCALE_NAMES,
  ResourceFormBody,
  useResourceForm,
} from '@cloudfit/shared/ui/kit/form';
import { InfoList, PageHeader } from '@cloudfit/shared/ui/kit/page';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useAccountProfile, useSaveAccountProfile } from '../api/account-api';

const toFormValues = (profile: AccountProfile): UpdateAccountProfileInput => ({
  fullName: profile.fullName,
  phone: profile.phone,
  locale: profile.locale,
  version: profile.version,
});

function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('studio');
  const save = useSaveAccountProfile();
  const resourceForm = useResourceForm({
    schema: updateAccountProfileSchema,
    defaultValues: toFormValues(profile),
    submit: save,
    successMessage: t('account.profile.saved'),
    onSaved: (saved) => {
      resourceForm.form.reset(toFormValues(saved));
      // Choosing a language here is choosing it on this device too.
      if (saved.locale) {
        appStore.getState().setLocale(saved.locale);
        void switchLanguage(saved.locale);
      }
    },
    conflict: {
      fields: [
        { name: 'fullName', label: t('account.profile.fullName') },
        { name: 'phone', label: t('account.profile.phone') },
        { name: 'locale', label: t('account.profile.language') },
      ],
      toFormValues: (current) => toFormValues(current as AccountProfile),
    },
  });
  return (
    <ResourceFormBody resourceForm={resourceForm} submitLabel={t('kit:form.save')}>
      <FieldGrid>
        <FormText<UpdateAccountProfileInput>
          name="fullName"
          label={t('account.profile.fullName')}
          autoComplete="name"
          required
        />
        <FormText<UpdateAccountProfileInput>
          name="phone"
          label={t('account.profile.phone')}
          type="tel"
          autoComplete="tel"
        />
        <FormSelect<UpdateAccountProfileInput>
          name="locale"
          label={t('account.profile.language')}
          helperText={t('account.profile.languageHelp')}
          emptyLabel={t('account.profile.languageOnDevice')}
          options={LOCALES.map((locale: Locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        />
      </FieldGrid>
    </ResourceFormBody>
  );
}

/** My profile: the signed-in staff member's own name, phone and language. */
export default function MyProfileScreen() {
  const { t } = useTranslation('studio');
  const { data: profile, error, isPending } = useAccountProfile();
  const title = t('titles.myProfile', { ns: 'common' });
  if (error) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      </>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('kit:list.loading')} />;
  return (
    <>
      <PageHeader title={title} subtitle={t('account.profile.subtitle')} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <InfoList
            items={[
              { label: t('account.profile.email'), value: profile.email },
              { label: t('account.profile.username'), value: profile.username },
              {
                label: t('account.profile.role'),
                value: profile.role ? t(`roles.${profile.role}`, { ns: 'common' }) : '',
              },
            ]}
          />
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('account.profile.managedByManager')}
          </Alert>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ProfileForm key={profile.id} profile={profile} />
        </CardContent>
      </Card>
    </>
  );
}
