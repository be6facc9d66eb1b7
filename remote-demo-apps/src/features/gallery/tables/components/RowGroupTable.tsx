import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useGoodTableRowGroups } from '../api/good-table';
import { EMPLOYEE_COLUMN_COUNT, EmployeeCells, EmployeeTable } from './EmployeeTable';

/** Employees under a full-width heading row per post, as the server groups them. */
export function RowGroupTable() {
  const { t } = useTranslation('demo');
  const query = useGoodTableRowGroups();
  if (!query.data) return <QueryState query={query} />;
  return (
    <EmployeeTable
      label={t('gallery.tables.tabs.rowGroup')}
      rows={[]}
      body={query.data.map((group) => (
        <Fragment key={group.label}>
          <TableRow sx={{ bgcolor: 'action.hover' }}>
            <TableCell
              component="th"
              scope="rowgroup"
              colSpan={EMPLOYEE_COLUMN_COUNT}
              sx={{ fontWeight: 600 }}
            >
              {t('gallery.tables.group', { label: group.label, count: group.children.length })}
            </TableCell>
          </TableRow>
          {group.children.map((row) => (
            <TableRow key={row.id} hover>
              <EmployeeCells row={row} />
            </TableRow>
          ))}
        </Fragment>
      ))}
    />
  );
}
