import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  GOOD_TABLE_SORT_KEYS,
  type GoodTableRow,
  type GoodTableSsrResponse,
} from '@cloudfit/shared/schemas/demo/good-table.schema';
import {
  ListPageSize,
  ListPagination,
  type ListSource,
  useListController,
} from '@cloudfit/shared/ui/kit/list';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DemoListTable } from '../../../../components/DemoListTable';
import { useEmployeeColumns } from './EmployeeTable';

const SOURCE: ListSource<GoodTableRow> = {
  kind: 'server',
  resource: 'good-table/table_ssr',
  adapt: (body) => {
    const { rows, total } = body as GoodTableSsrResponse;
    return { items: rows, total };
  },
  queryKey: ['demo', 'good-table', 'table_ssr'],
};

/** Paging, sorting and search done by the server (table_ssr), with the kit's list; the state lives in the URL. */
export function SsrTable() {
  const { t } = useTranslation('demo');
  const list = useListController<GoodTableRow>({
    source: SOURCE,
    sortKeys: GOOD_TABLE_SORT_KEYS,
    defaultSort: { sortBy: 'id' },
    pageSizes: [5, 10, 25, 50],
    history: 'replace',
  });
  const columns = useEmployeeColumns();

  return (
    <Stack spacing={2}>
      <TextField
        label={t('gallery.tables.search')}
        type="search"
        size="small"
        {...list.searchField}
        sx={{ maxWidth: 320, alignSelf: 'flex-end' }}
      />
      <DemoListTable
        list={list}
        caption={t('gallery.tables.tabs.ssr')}
        columns={columns}
        emptyText={t('gallery.tables.noRows')}
        size="small"
        minWidth={860}
        paged={false}
      />
      {/* A row of the page's stack of its own, as MUI's TablePagination was here. */}
      {list.total !== null && (
        <ListPagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onPageChange={list.setPage}
          start={<ListPageSize list={list} />}
          firstLastButtons={false}
          look="mui"
        />
      )}
    </Stack>
  );
}
