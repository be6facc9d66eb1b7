import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useGoodTableRows } from '../api/good-table';
import { EmployeeTable, nextSort, sortRows, type TableSort } from './EmployeeTable';

const SEARCHED = ['fullName', 'email', 'post', 'city'] as const;

/** Sorting, searching and paging all in the browser over the whole list. */
export function BasicTable() {
  const { t } = useTranslation('demo');
  const query = useGoodTableRows('basic');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ by: 'id', desc: false });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const rows = query.data ?? [];
    const found = needle
      ? rows.filter((row) => SEARCHED.some((key) => row[key].toLowerCase().includes(needle)))
      : rows;
    return sortRows(found, sort);
  }, [query.data, search, sort]);
  if (!query.data) return <QueryState query={query} />;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('gallery.tables.search')}
        type="search"
        size="small"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        sx={{ maxWidth: 320, alignSelf: 'flex-end' }}
      />
      <EmployeeTable
        label={t('gallery.tables.tabs.basic')}
        rows={matching.slice(page * perPage, (page + 1) * perPage)}
        sort={sort}
        onSort={(by) => setSort((current) => nextSort(current, by))}
      />
      <TablePagination
        component="div"
        count={matching.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('gallery.tables.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('gallery.tables.displayedRows', { from, to, count })}
      />
    </Stack>
  );
}
