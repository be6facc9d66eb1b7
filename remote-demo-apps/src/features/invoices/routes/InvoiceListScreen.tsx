import '../../../i18n/demo-common.i18n';
import '../invoices.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  DEMO_INVOICE_STATUSES,
  type DemoInvoice,
  type DemoInvoiceSortKey,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import { type ListColumn, type ListSource, useListController } from '@cloudfit/shared/ui/kit/list';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEMO_PAGE_SIZES,
  DemoListTable,
  DemoRowLinks,
  demoListAdapter,
} from '../../../components/DemoListTable';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { tintedTone } from '../../../components/tinted-tone';
import { INVOICES_KEY } from '../api/invoice-queries';
import { InvoiceStatusAvatar } from '../components/InvoiceStatusAvatar';
import { useInvoiceFormat } from '../components/invoice-format';

const SORT_KEYS: readonly DemoInvoiceSortKey[] = [
  'id',
  'invoiceStatus',
  'client',
  'total',
  'issuedDate',
  'balance',
];
const SOURCE: ListSource<DemoInvoice> = {
  kind: 'server',
  resource: 'apps/invoice/invoices',
  adapt: demoListAdapter<DemoInvoice>('invoices'),
  queryKey: [...INVOICES_KEY, 'list'],
};

/** /apps/invoice/list: status filter, search, sort and pages on the server, kept in the address. */
export default function InvoiceListScreen() {
  const { t } = useTranslation('demo');
  const format = useInvoiceFormat();
  const list = useListController<DemoInvoice>({
    source: SOURCE,
    filterKeys: ['status'],
    sortKeys: SORT_KEYS,
    defaultSort: { sortBy: 'id', sortDesc: true },
    pageSizes: DEMO_PAGE_SIZES,
  });
  const column = (key: DemoInvoiceSortKey, render: ListColumn<DemoInvoice>['render'], nowrap?: boolean) => ({
    key,
    header: t(`invoices.columns.${key}`),
    sortKey: key,
    render,
    nowrap,
  });
  const columns: ListColumn<DemoInvoice>[] = [
    column('id', (invoice) => (
      <Link component={RouterLink} to={`/apps/invoice/preview/${invoice.id}`} underline="hover">
        #{invoice.id}
      </Link>
    )),
    column('invoiceStatus', (invoice) => <InvoiceStatusAvatar status={invoice.invoiceStatus} />),
    column('client', (invoice) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <InitialsAvatar fullName={invoice.client.name} size={32} sx={tintedTone('secondary')} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {invoice.client.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {invoice.client.companyEmail}
          </Typography>
        </Stack>
      </Stack>
    )),
    column('total', (invoice) => format.money(invoice.total)),
    column('issuedDate', (invoice) => format.date(invoice.issuedDate), true),
    column('balance', (invoice) =>
      invoice.balance === 0 ? (
        <Chip size="small" sx={tintedTone('success')} label={t('invoices.paid')} />
      ) : (
        format.money(invoice.balance)
      ),
    ),
    {
      key: 'actions',
      header: t('invoices.columns.actions'),
      nowrap: true,
      render: (invoice) => (
        <DemoRowLinks
          links={[
            {
              to: `/apps/invoice/preview/${invoice.id}`,
              label: t('invoices.previewInvoice', { id: invoice.id }),
              icon: <VisibilityOutlined fontSize="small" />,
            },
            {
              to: `/apps/invoice/edit/${invoice.id}`,
              label: t('invoices.editInvoice', { id: invoice.id }),
              icon: <EditOutlined fontSize="small" />,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('invoices.listTitle')}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Button component={RouterLink} to="/apps/invoice/add" variant="contained">
              {t('invoices.create')}
            </Button>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ flexGrow: 1, justifyContent: 'flex-end' }}
            >
              <TextField type="search" size="small" label={t('invoices.search')} {...list.searchField} />
              <TextField
                select
                size="small"
                label={t('invoices.statusFilter')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={list.state.filters.status}
                onChange={(event) => list.setFilters({ status: event.target.value || null })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('invoices.anyStatus')}</MenuItem>
                {DEMO_INVOICE_STATUSES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`invoices.statuses.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Stack>
        </CardContent>
        <DemoListTable
          list={list}
          caption={t('invoices.listTitle')}
          columns={columns}
          emptyText={t('invoices.noInvoices')}
        />
      </Card>
    </Stack>
  );
}
