import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  GOOD_TABLE_STATUSES,
  type GoodTableRow,
  type GoodTableStatus,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGoodTableRows } from '../api/good-table';
import { EmployeeTable, nextSort, sortRows, type TableSort } from './EmployeeTable';

interface Filters {
  name: string;
  email: string;
  post: string;
  city: string;
  status: GoodTableStatus | '';
  minSalary: string;
}

const NO_FILTERS: Filters = { name: '', email: '', post: '', city: '', status: '', minSalary: '' };

const contains = (value: string, needle: string) => value.toLowerCase().includes(needle.trim().toLowerCase());

function matches(row: GoodTableRow, filters: Filters): boolean {
  return (
    contains(row.fullName, filters.name) &&
    contains(row.email, filters.email) &&
    (filters.post === '' || row.post === filters.post) &&
    contains(row.city, filters.city) &&
    (filters.status === '' || row.status === filters.status) &&
    (filters.minSalary === '' || row.salary >= Number(filters.minSalary))
  );
}

/** Several field filters at once, applied in the browser as they are typed. */
export function AdvancedSearchTable() {
  const { t } = useTranslation('demo');
  const query = useGoodTableRows('advanced-search');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<TableSort>({ by: 'id', desc: false });
  const [page, setPage] = useState(0);
  const posts = useMemo(() => [...new Set((query.data ?? []).map((row) => row.post))].sort(), [query.data]);
  const matching = useMemo(
    () =>
      sortRows(
        (query.data ?? []).filter((row) => matches(row, filters)),
        sort,
      ),
    [query.data, filters, sort],
  );
  if (!query.data) return <QueryState query={query} />;
  const setFilter = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(0);
  };
  const text = (key: 'name' | 'email' | 'city') => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        label={t(`gallery.tables.filters.${key}`)}
        value={filters[key]}
        onChange={setFilter(key)}
        fullWidth
        size="small"
      />
    </Grid>
  );
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {text('name')}
        {text('email')}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            label={t('gallery.tables.filters.post')}
            value={filters.post}
            onChange={setFilter('post')}
            fullWidth
            size="small"
          >
            <MenuItem value="">{t('gallery.tables.filters.any')}</MenuItem>
            {posts.map((post) => (
              <MenuItem key={post} value={post}>
                {post}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {text('city')}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            label={t('gallery.tables.filters.status')}
            value={filters.status}
            onChange={setFilter('status')}
            fullWidth
            size="small"
          >
            <MenuItem value="">{t('gallery.tables.filters.any')}</MenuItem>
            {GOOD_TABLE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`gallery.tables.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label={t('gallery.tables.filters.minSalary')}
            type="number"
            value={filters.minSalary}
            onChange={setFilter('minSalary')}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { min: 0, step: 1000 } }}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('gallery.tables.matching', { count: matching.length })}
      </Typography>
      <EmployeeTable
        label={t('gallery.tables.tabs.advanced')}
        rows={matching.slice(page * 10, (page + 1) * 10)}
        sort={sort}
        onSort={(by) => setSort((current) => nextSort(current, by))}
      />
      <TablePagination
        component="div"
        count={matching.length}
        page={page}
        rowsPerPage={10}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => t('gallery.tables.displayedRows', { from, to, count })}
      />
    </Stack>
  );
}
