import { isolate } from '@cloudfit/shared/i18n/bidi';
import type { PackageMembershipItem } from '@cloudfit/shared/schemas/package.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import type { TFunction } from 'i18next';

/** The memberships sold on a package, with how much of each has been used. */
export function packageMembershipColumns(
  t: TFunction<'studio'>,
  format: StudioFormat,
): ListColumn<PackageMembershipItem>[] {
  return [
    {
      key: 'memberName',
      header: t('packages.memberships.columns.member'),
      sortKey: 'memberName',
      render: (row) => <TitleCell title={row.memberName} subtitle={row.memberNumber} />,
    },
    {
      key: 'status',
      header: t('packages.memberships.columns.status'),
      render: (row) => (
        <StatusChip
          label={t(`packages.memberships.statuses.${row.status}`)}
          tone={row.status === 'active' ? 'success' : 'default'}
        />
      ),
    },
    {
      key: 'startDate',
      header: t('packages.memberships.columns.startDate'),
      sortKey: 'startDate',
      hideBelow: 'sm',
      render: (row) => format.day(row.startDate),
    },
    {
      key: 'endDate',
      header: t('packages.memberships.columns.endDate'),
      sortKey: 'endDate',
      hideBelow: 'sm',
      render: (row) => format.day(row.endDate),
    },
    {
      key: 'usage',
      header: t('packages.memberships.columns.usage'),
      align: 'right',
      render: (row) =>
        row.creditsTotal === null || row.creditsUsed === null
          ? t('packages.unlimited')
          : isolate(
              t('packages.memberships.usage', {
                used: format.number(row.creditsUsed),
                total: format.number(row.creditsTotal),
              }),
            ),
    },
    {
      key: 'classesAttended',
      header: t('packages.memberships.columns.attended'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => format.number(row.classesAttended),
    },
    {
      key: 'pricePaid',
      header: t('packages.memberships.columns.price'),
      align: 'right',
      hideBelow: 'md',
      render: (row) => format.money(row.pricePaid),
    },
    {
      key: 'invoicePaid',
      header: t('packages.memberships.columns.invoicePaid'),
      align: 'right',
      render: (row) =>
        row.invoicePaid === null || row.invoiceTotal === null ? (
          '—'
        ) : (
          <TitleCell
            title={isolate(
              t('packages.memberships.paidOfTotal', {
                paid: format.money(row.invoicePaid),
                total: format.money(row.invoiceTotal),
              }),
            )}
            subtitle={row.invoiceNumber ?? t('packages.memberships.draftInvoice')}
          />
        ),
    },
  ];
}
