import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  ACCOUNT_SECTIONS,
  type AccountSection,
  type AccountSetting,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useSaveAccountSection } from '../api/account-setting-queries';

/**
 * One tab's form: validated with the section's shared schema, saved on submit with a toast, the
 * server's field messages put on their fields, and the saved values become the form's new start.
 */
export function useSectionForm<S extends AccountSection>(section: S, saved: AccountSetting[S]) {
  const { t } = useTranslation('demo');
  const save = useSaveAccountSection(section);
  const form = useForm<AccountSetting[S] & FieldValues>({
    resolver: zodResolver(ACCOUNT_SECTIONS[section] as never) as never,
    defaultValues: saved as DefaultValues<AccountSetting[S] & FieldValues>,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save(values);
      form.reset(result as AccountSetting[S] & FieldValues);
      appStore.getState().toast(t('accountSetting.saved'), 'success');
    } catch (error) {
      for (const [field, message] of Object.entries((ApiError.is(error) && error.fields) || {})) {
        form.setError(field as Path<AccountSetting[S] & FieldValues>, { message });
      }
      appStore.getState().toast(translateApiError(error), 'error');
    }
  });

  return { form, submit };
}
