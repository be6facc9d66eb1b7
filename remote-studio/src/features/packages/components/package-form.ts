import type {
  CreatePackageInput,
  PackageItem,
  UpdatePackageInput,
} from '@cloudfit/shared/schemas/package.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ConflictField } from '@cloudfit/shared/ui/kit/form';
import type { TFunction } from 'i18next';
import { centerNames } from './package-text';

/**
 * A new package: time-based, on sale at the current branch. The price starts empty (null) so the
 * schema asks for one rather than selling the package for nothing.
 */
export function blankPackage(currency: string, centerId: number | undefined): CreatePackageInput {
  return {
    kind: 'time',
    name: '',
    description: null,
    durationValue: 1,
    durationUnit: 'months',
    credits: null,
    price: null as unknown as number,
    currency,
    centerIds: centerId === undefined ? [] : [centerId],
    active: true,
    trainerId: null,
  };
}

export function packageFormValues(item: PackageItem): UpdatePackageInput {
  return {
    kind: item.kind,
    name: item.name,
    description: item.description,
    durationValue: item.durationValue,
    durationUnit: item.durationUnit,
    credits: item.credits,
    price: item.price,
    currency: item.currency,
    centerIds: item.centerIds,
    active: item.active,
    trainerId: item.trainerId,
    version: item.version,
  };
}

/** What the 409 dialog compares, read the way the screen shows it. */
export function packageConflictFields(
  t: TFunction<'studio'>,
  format: StudioFormat,
  centers: readonly { id: number; name: string }[] | undefined,
  trainers: readonly { id: number; fullName: string }[] = [],
): ConflictField[] {
  return [
    { name: 'name', label: t('packages.fields.name') },
    { name: 'kind', label: t('packages.fields.kind'), format: (value) => t(`packages.kinds.${value}`) },
    { name: 'durationValue', label: t('packages.fields.durationValue') },
    {
      name: 'durationUnit',
      label: t('packages.fields.durationUnit'),
      format: (value) => t(`packages.units.${value}`),
    },
    { name: 'credits', label: t('packages.fields.credits') },
    { name: 'price', label: t('packages.fields.price'), format: (value) => format.money(value as number) },
    {
      name: 'centerIds',
      label: t('packages.fields.centerIds'),
      format: (value) => centerNames(t, value as number[], centers),
    },
    {
      name: 'trainerId',
      label: t('packages.fields.trainerId'),
      format: (value) =>
        value === null
          ? t('packages.anyTrainer')
          : (trainers.find((trainer) => trainer.id === value)?.fullName ?? String(value)),
    },
    { name: 'description', label: t('packages.fields.description') },
    {
      name: 'active',
      label: t('packages.fields.active'),
      format: (value) => t(value ? 'packages.status.active' : 'packages.status.inactive'),
    },
  ];
}
