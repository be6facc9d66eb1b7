import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreatePackageInput,
  DURATION_UNITS,
  PACKAGE_KINDS,
} from '@cloudfit/shared/schemas/package.schema';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCenters } from '../../../components/form/FormCenters';
import {
  FormInteger,
  FormMoney,
  FormSelect,
  FormSwitch,
  FormText,
} from '../../../components/form/form-fields';
import { FieldGrid } from '../../../components/form/ResourceFormBody';

/** The package's fields, for the "new" dialog and the record screen. Sessions only for packs. */
export function PackageFields() {
  const { t } = useTranslation('studio');
  const { control, setValue, getValues } = useFormContext<CreatePackageInput>();
  const kind = useWatch({ control, name: 'kind' });

  // A time-based package has no sessions: the schema refuses a count, so clear it.
  useEffect(() => {
    if (kind === 'time' && getValues('credits') !== null) {
      setValue('credits', null, { shouldDirty: true, shouldValidate: true });
    }
  }, [kind, getValues, setValue]);

  return (
    <FieldGrid>
      <FormText<CreatePackageInput> name="name" label={t('packages.fields.name')} required />
      <FormSelect<CreatePackageInput>
        name="kind"
        label={t('packages.fields.kind')}
        required
        options={PACKAGE_KINDS.map((value) => ({ value, label: t(`packages.kinds.${value}`) }))}
      />
      <FormInteger<CreatePackageInput>
        name="durationValue"
        label={t('packages.fields.durationValue')}
        required
        min={1}
      />
      <FormSelect<CreatePackageInput>
        name="durationUnit"
        label={t('packages.fields.durationUnit')}
        required
        options={DURATION_UNITS.map((value) => ({ value, label: t(`packages.units.${value}`) }))}
      />
      {kind !== 'time' && (
        <FormInteger<CreatePackageInput>
          name="credits"
          label={t('packages.fields.credits')}
          required
          min={1}
        />
      )}
      <FormMoney<CreatePackageInput> name="price" label={t('packages.fields.price')} required />
      <div className="full-row">
        <FormCenters<CreatePackageInput> name="centerIds" label={t('packages.fields.centerIds')} />
      </div>
      <div className="full-row">
        <FormText<CreatePackageInput>
          name="description"
          label={t('packages.fields.description')}
          multiline
          minRows={2}
        />
      </div>
      <FormSwitch<CreatePackageInput> name="active" label={t('packages.fields.active')} />
    </FieldGrid>
  );
}
