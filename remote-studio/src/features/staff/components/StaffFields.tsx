import { ROLES } from '@cloudfit/shared/abilities/ability-rules';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CreateStaffInput } from '@cloudfit/shared/schemas/staff.schema';
import { FieldGrid, FormCenters, FormSelect, FormSwitch, FormText } from '@cloudfit/shared/ui/kit/form';

/**
 * An account's fields. A new account also gets its username and first password; on your own
 * account role and active are locked, with the reason, because nobody may lock themselves out.
 */
export function StaffFields({ isNew, isSelf }: { isNew: boolean; isSelf: boolean }) {
  const { t } = useTranslation('studio');
  return (
    <FieldGrid>
      <FormText<CreateStaffInput> name="fullName" label={t('staff.fields.fullName')} required autoFocus />
      <FormText<CreateStaffInput>
        name="email"
        label={t('staff.fields.email')}
        type="email"
        autoComplete="off"
        required
      />
      {isNew && (
        <>
          <FormText<CreateStaffInput>
            name="username"
            label={t('staff.fields.username')}
            helperText={t('staff.fields.usernameHelp')}
            autoComplete="off"
            required
          />
          <FormText<CreateStaffInput>
            name="password"
            label={t('staff.fields.password')}
            helperText={t('staff.fields.passwordHelp')}
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      )}
      <FormSelect<CreateStaffInput>
        name="role"
        label={t('staff.fields.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
        emptyLabel={t('staff.roles.none')}
        disabled={isSelf}
        helperText={isSelf ? t('staff.selfRole') : t('staff.fields.roleHelp')}
      />
      <FormCenters<CreateStaffInput>
        name="centerIds"
        label={t('staff.fields.centers')}
        helperText={t('staff.fields.centersHelp')}
        required={false}
      />
      <FormSwitch<CreateStaffInput>
        name="isTrainer"
        label={t('staff.fields.isTrainer')}
        helperText={t('staff.fields.isTrainerHelp')}
      />
      <FormSwitch<CreateStaffInput>
        name="active"
        label={t('staff.fields.active')}
        disabled={isSelf}
        helperText={isSelf ? t('staff.selfActive') : t('staff.fields.activeHelp')}
      />
    </FieldGrid>
  );
}
