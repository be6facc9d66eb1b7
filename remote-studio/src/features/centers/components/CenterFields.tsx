import { isolate } from '@cloudfit/shared/i18n/bidi';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { UpdateCenterInput } from '@cloudfit/shared/schemas/center.schema';
import { FieldGrid, FormSwitch, FormText, FormTimeZone } from '@cloudfit/shared/ui/kit/form';
import { OpeningHoursField } from './OpeningHoursField';

/** A branch's fields; `withActive` on an existing branch, where switching it on reopens an archived one. */
export function CenterFields({ withActive }: { withActive: boolean }) {
  const { t } = useTranslation('studio');
  return (
    <FieldGrid>
      <FormText<UpdateCenterInput> name="name" label={t('centers.fields.name')} required autoFocus />
      <FormText<UpdateCenterInput>
        name="code"
        label={t('centers.fields.code')}
        helperText={isolate(t('centers.fields.codeHelp'))}
        required
      />
      <div className="full-row">
        <FormText<UpdateCenterInput> name="address" label={t('centers.fields.address')} required />
      </div>
      <FormText<UpdateCenterInput>
        name="phone"
        label={t('centers.fields.phone')}
        type="tel"
        autoComplete="off"
        required
      />
      <FormTimeZone<UpdateCenterInput>
        name="timezone"
        label={t('centers.fields.timezone')}
        helperText={t('centers.fields.timezoneHelp')}
        required
      />
      <div className="full-row">
        <OpeningHoursField />
      </div>
      {withActive && (
        <FormSwitch<UpdateCenterInput>
          name="active"
          label={t('centers.fields.active')}
          helperText={t('centers.fields.activeHelp')}
        />
      )}
    </FieldGrid>
  );
}
