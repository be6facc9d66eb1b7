import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { PackageItem } from '@cloudfit/shared/schemas/package.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { InfoList } from '@cloudfit/shared/ui/kit/page';
import { centerNames, packageCredits, packageDuration } from './package-text';

/** The package's terms for a user who may read but not change them (front desk). */
export function PackageSummary({ item }: { item: PackageItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = useCenters().data;
  return (
    <InfoList
      items={[
        { label: t('packages.fields.kind'), value: t(`packages.kinds.${item.kind}`) },
        { label: t('packages.fields.durationValue'), value: packageDuration(t, item) },
        { label: t('packages.fields.credits'), value: packageCredits(t, item) },
        { label: t('packages.fields.price'), value: format.money(item.price) },
        { label: t('packages.fields.centerIds'), value: centerNames(t, item.centerIds, centers) },
        {
          label: t('packages.columns.active'),
          value: t(item.active ? 'packages.status.active' : 'packages.status.inactive'),
        },
        { label: t('packages.fields.description'), value: item.description },
      ]}
    />
  );
}
