import type { PackageItem } from '@cloudfit/shared/schemas/package.schema';
import type { TFunction } from 'i18next';

type PackageTerms = Pick<PackageItem, 'kind' | 'durationValue' | 'durationUnit' | 'credits'>;

/** "3 months" or "30 days". */
export function packageDuration(t: TFunction<'studio'>, item: PackageTerms): string {
  return t(`packages.duration.${item.durationUnit}`, { count: item.durationValue });
}

/** "10 sessions", or "Unlimited classes" for a time-based package. */
export function packageCredits(t: TFunction<'studio'>, item: PackageTerms): string {
  return item.credits === null
    ? t('packages.unlimited')
    : t('packages.creditsCount', { count: item.credits });
}

/** Branch names of the ids; every branch reads "All branches". */
export function centerNames(
  t: TFunction<'studio'>,
  centerIds: readonly number[],
  centers: readonly { id: number; name: string }[] | undefined,
): string {
  if (!centers) return '';
  if (centers.length > 1 && centers.every((center) => centerIds.includes(center.id))) {
    return t('packages.allCenters');
  }
  return centers
    .filter((center) => centerIds.includes(center.id))
    .map((center) => center.name)
    .join(', ');
}
