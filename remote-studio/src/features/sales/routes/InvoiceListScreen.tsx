import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../sales.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import {
  INVOICE_SORT_KEYS,
  INVOICE_STATUS_FILTERS,
  type InvoiceListItem,
} from '@cloudfit/shared/schemas/invoice.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { ResourceList, TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import { invoiceStatusOf, owedText } from '../../../components/invoice-status';
import { InvoiceView, PAYMENT_PARAM } from '../components/InvoiceView';

/** The address key of the open invoice, so a link (e.g. from Member Info) opens it. */
const INVOICE_PARAM = 'invoice';

export default function InvoiceListScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const center = useAppStore((s) => s.currentCenter);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get(INVOICE_PARAM));

  const setOpen = (invoiceId: number | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PAYMENT_PARAM);
      if (invoiceId === null) next.delete(INVOICE_PARAM);
      else next.set(INVOICE_PARAM, String(invoiceId));
      return next;
    });

  const columns: ListColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      header: t('sales.list.number'),
      sortKey: 'number',
      render: (row) => row.number ?? t('sales.invoice.draft'),
    },
    // The branch under the name: two members of one name are told apart where the table is narrow.
    {
      key: 'memberName',
      header: t('sales.invoice.member'),
      render: (row) => <TitleCell title={row.memberName} subtitle={row.centerName} />,
    },
    {
      key: 'issuedOn',
      nowrap: true,
      header: t('sales.invoice.issuedOn'),
      sortKey: 'issuedOn',
      hideBelow: 'sm',
      // A draft has no issue day yet: the day it was saved stands in, as in the sort and the filter.
      render: (row) => (row.issuedOn ? format.day(row.issuedOn) : format.date(row.createdAt)),
    },
    {
      key: 'dueDate',
      header: t('sales.invoice.dueDate'),
      sortKey: 'dueDate',
      hideBelow: 'lg',
      render: (row) => format.day(row.dueDate),
    },
    {
      key: 'status',
      header: t('sales.list.status'),
      render: (row) => {
        const status = invoiceStatusOf(row);
        return <StatusChip label={t(`sales.statuses.${status.status}`)} tone={status.tone} />;
      },
    },
    {
      key: 'total',
      header: t('sales.amounts.total'),
      sortKey: 'total',
      align: 'right',
      hideBelow: 'sm',
      render: (row) => format.money(row.total),
    },
    {
      key: 'paid',
      header: t('sales.amounts.paid'),
      align: 'right',
      hideBelow: 'lg',
      render: (row) => format.money(row.paid),
    },
    {
      key: 'balance',
      header: t('sales.amounts.balance'),
      align: 'right',
      render: (row) => owedText(row, format.money),
    },
  ];

  return (
    <>
      <ResourceList<InvoiceListItem>
        resource="invoices"
        title={t('sales.list.title')}
        subtitle={(total) =>
          center
            ? t('sales.list.subtitleCenter', {
                count: total,
                total: format.number(total),
                center: center.name,
              })
            : t('sales.list.subtitle', { count: total, total: format.number(total) })
        }
        columns={columns}
        sortKeys={INVOICE_SORT_KEYS}
        defaultSort={{ sortBy: 'createdAt', sortDesc: true }}
        filters={[
          {
            kind: 'chips',
            key: 'status',
            label: t('sales.list.status'),
            options: INVOICE_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`sales.statuses.${status}`),
            })),
          },
          {
            kind: 'dateRange',
            fromKey: 'from',
            toKey: 'to',
            label: t('sales.list.issued'),
            fromLabel: t('sales.list.from'),
            toLabel: t('sales.list.to'),
          },
        ]}
        searchPlaceholder={t('sales.list.searchPlaceholder')}
        emptyText={(q) => (q ? t('sales.list.empty', { q }) : t('sales.list.emptyAll'))}
        onRowOpen={(row) => setOpen(row.id)}
        exportName="invoices"
      />
      {openId > 0 && <InvoiceView invoiceId={openId} onClose={() => setOpen(null)} />}
    </>
  );
}
