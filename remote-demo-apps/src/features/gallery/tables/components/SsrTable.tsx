import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useSearchParams } from '@cloudfit/shared/router/app-router';
import {
  type GoodTableSortKey,
  type GoodTableSsrQuery,
  goodTableSsrQuerySchema,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGoodTableSsr } from '../api/good-table';
import { EmployeeTable, nextSort } from './EmployeeTable';
import { QueryState } from './QueryState';

const QUERY_KEYS = ['q', 'page', 'perPage', 'sortBy', 'sortDesc'] as const;
const SEARCH_DELAY_MS = 300;

/** The table's state as the URL holds it; anything the server would refuse falls back to the defaults. */
function queryFromUrl(params: URLSearchParams): GoodTableSsrQuery {
  const given = Object.fromEntries(
    QUERY_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])),
  );
  const parsed = goodTableSsrQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : goodTableSsrQuerySchema.parse({});
}

/** Paging, sorting and search done by the server (table_ssr); the state lives in the URL. */
export function SsrTable() {
  const { t } = useTranslation('demo');
  const [params, setParams] = useSearchParams();
  const query = queryFromUrl(params);
  const result = useGoodTableSsr(query);
  const [search, setSearch] = useState(query.q ?? '');

  const update = (changes: Partial<Record<(typeof QUERY_KEYS)[number], string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const appliedSearch = query.q ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text schedules a search
  useEffect(() => {
    if (search.trim() === appliedSearch) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const onSort = (by: GoodTableSortKey) => {
    const sort = nextSort({ by: query.sortBy ?? 'id', desc: query.sortDesc }, by);
    update({ sortBy: sort.by, sortDesc: String(sort.desc), page: undefined });
  };

  return (
    <Stack spacing={2}>
      <TextField
        label={t('gallery.tables.search')}
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320, alignSelf: 'flex-end' }}
      />
      {result.data ? (
        <>
          {result.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          <EmployeeTable
            label={t('gallery.tables.tabs.ssr')}
            rows={result.data.rows}
            sort={{ by: query.sortBy ?? 'id', desc: query.sortDesc }}
            onSort={onSort}
          />
          <TablePagination
            component="div"
            count={result.data.total}
            page={Math.min(query.page - 1, Math.max(0, Math.ceil(result.data.total / query.perPage) - 1))}
            rowsPerPage={query.perPage}
            rowsPerPageOptions={[5, 10, 25, 50]}
            onPageChange={(_, next) => update({ page: String(next + 1) })}
            onRowsPerPageChange={(event) => update({ perPage: event.target.value, page: undefined })}
            labelRowsPerPage={t('gallery.tables.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('gallery.tables.displayedRows', { from, to, count })
            }
          />
        </>
      ) : (
        <QueryState query={result} />
      )}
    </Stack>
  );
}
