import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import type { ListController } from './use-list-controller';

/**
 * "Rows per page" and its select, as TablePagination has them, for a list with `pageSizes`; given
 * to the pagination as its start (DataTable's paginationStart).
 */
export function ListPageSize<T>({ list }: { list: ListController<T> }) {
  const { t, i18n } = useTranslation('kit');
  const number = new Intl.NumberFormat(i18n.language);
  const label = useId();
  if (!list.pageSizes) return null;
  return (
    <>
      <span id={label}>{t('list.rowsPerPage')}</span>
      <Select
        variant="standard"
        input={<InputBase />}
        value={list.pageSize}
        onChange={(event) => list.setPageSize(Number(event.target.value))}
        labelId={label}
        sx={{
          m: '0 32px 0 8px',
          fontSize: 'inherit',
          color: 'inherit',
          '& .MuiSelect-select': { pl: 1, pr: 3, textAlign: 'right' },
        }}
      >
        {list.pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {number.format(size)}
          </MenuItem>
        ))}
      </Select>
    </>
  );
}
