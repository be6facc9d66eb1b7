import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  ACCOUNT_SECTIONS,
  type AccountSection,
  type AccountSetting,
} from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useKitForm } from '@cloudfit/shared/ui/kit/form';
import type { UseFormReturn } from 'react-hook-form';
import { useSaveAccountSection } from '../api/account-setting-queries';

/**
 * One tab's form: validated with the section's shared schema, saved on submit with a toast, the
 * server's field messages put on their fields, and the saved values become the form's new start.
 */
export function useSectionForm<S extends AccountSection>(section: S, saved: AccountSetting[S]) {
  const { t } = useTranslation('demo');
  const save = useSaveAccountSection(section);
  const kit = useKitForm(ACCOUNT_SECTIONS[section], {
    defaultValues: saved,
    mode: 'onTouched',
    toastRefusals: true,
    onSubmit: async (values, form) => {
      form.reset(await save(values as AccountSetting[S]));
      appStore.getState().toast(t('accountSetting.saved'), 'success');
    },
  });
  return { kit, form: kit.form as unknown as UseFormReturn<AccountSetting[S]>, submit: kit.onSubmit };
}
