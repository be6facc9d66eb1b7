import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CreatePackageInput,
  DURATION_UNITS,
  PACKAGE_KINDS,
} from '@cloudfit/shared/schemas/package.schema';
import {
  FieldGrid,
  FormCenters,
  FormInteger,
  FormMoney,
  FormSelect,
  FormSwitch,
  FormText,
} from '@cloudfit/shared/ui/kit/form';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTrainers } from '../../../api/use-trainers';

/**
 * The package's fields, for the "new" dialog and the record screen. Sessions only for packs; a
 * trainer only for a PT pack.
 */
export function PackageFields(props: { trainerName?: string | null }) {
  const { t } = useTranslation('studio');
  const { control, setValue, getValues } = useFormContext<CreatePackageInput>();
  const [kind, trainerId] = useWatch({ control, name: ['kind', 'trainerId'] });
  const trainers = useTrainers(kind === 'pt').data ?? [];
  const trainerOptions = trainers.map((trainer) => ({ value: trainer.id, label: trainer.fullName }));
  // A trainer who has since left stays listed on the pack that names them.
  if (trainerId && !trainers.some((trainer) => trainer.id === trainerId)) {
    trainerOptions.push({ value: trainerId, label: props.trainerName ?? `#${trainerId}` });
  }

  // Only a PT pack has a trainer: the schema refuses one on another kind, so clear it.
  useEffect(() => {
    if (kind !== 'pt' && getValues('trainerId') !== null) {
      setValue('trainerId', null, { shouldDirty: true, shouldValidate: true });
    }
  }, [kind, getValues, setValue]);

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
      {kind === 'pt' && (
        <FormSelect<CreatePackageInput>
          name="trainerId"
          label={t('packages.fields.trainerId')}
          helperText={t('packages.fields.trainerHelp')}
          emptyLabel={t('packages.anyTrainer')}
          options={trainerOptions}
        />
      )}
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
