import '../../../i18n/demo-common.i18n';
import '../invoices.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  DEMO_INVOICE_STATUSES,
  type DemoInvoiceSortKey,
  type DemoInvoiceStatus,
} from '@cloudfit/shared/schemas/demo/invoices.schema';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { tintedTone } from '../../../components/tinted-tone';
import { useInvoices } from '../api/invoice-queries';
import { InvoiceStatusAvatar } from '../components/InvoiceStatusAvatar';
import { useInvoiceFormat } from '../components/invoice-format';

const COLUMNS: DemoInvoiceSortKey[] = ['id', 'invoiceStatus', 'client', 'total', 'issuedDate', 'balance'];

/** /apps/invoice/list: status filter, search, sort and pages on the server. */
export default function InvoiceListScreen() {
  const { t } = useTranslation('demo');
  const format = useInvoiceFormat();
  const [status, setStatus] = useState<DemoInvoiceStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [sort, setSort] = useState<{ by: DemoInvoiceSortKey; desc: boolean }>({ by: 'id', desc: true });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const invoices = useInvoices({
    q: q || undefined,
    status: status || undefined,
    sortBy: sort.by,
    sortDesc: sort.desc,
    page: page + 1,
    perPage,
  });

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
              <TextField
                type="search"
                size="small"
                label={t('invoices.search')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(0);
                }}
              />
              <TextField
                select
                size="small"
                label={t('invoices.statusFilter')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as DemoInvoiceStatus | '');
                  setPage(0);
                }}
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
        {invoices.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {invoices.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
        <TableContainer>
          <Table aria-label={t('invoices.listTitle')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    sortDirection={sort.by === column ? (sort.desc ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={sort.by === column}
                      direction={sort.by === column && sort.desc ? 'desc' : 'asc'}
                      onClick={() =>
                        setSort((current) => ({
                          by: column,
                          desc: current.by === column ? !current.desc : false,
                        }))
                      }
                    >
                      {t(`invoices.columns.${column}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('invoices.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data?.invoices.map((invoice) => (
                <TableRow key={invoice.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/apps/invoice/preview/${invoice.id}`} underline="hover">
                      #{invoice.id}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <InvoiceStatusAvatar status={invoice.invoiceStatus} />
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>{format.money(invoice.total)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(invoice.issuedDate)}</TableCell>
                  <TableCell>
                    {invoice.balance === 0 ? (
                      <Chip size="small" sx={tintedTone('success')} label={t('invoices.paid')} />
                    ) : (
                      format.money(invoice.balance)
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={`/apps/invoice/preview/${invoice.id}`}
                      aria-label={t('invoices.previewInvoice', { id: invoice.id })}
                    >
                      <VisibilityOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      component={RouterLink}
                      to={`/apps/invoice/edit/${invoice.id}`}
                      aria-label={t('invoices.editInvoice', { id: invoice.id })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {invoices.data?.invoices.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 1} align="center">
                    {t('invoices.noInvoices')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={invoices.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('invoices.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('invoices.displayedRows', { from, to, total: count })
          }
          getItemAriaLabel={(type) => t(`invoices.pageNav.${type}`)}
        />
      </Card>
    </Stack>
  );
}
