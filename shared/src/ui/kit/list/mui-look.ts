import type { CSSObject, Theme } from '@mui/material/styles';
import { LIST_TABLE_CLASSES as C, type TableLook } from './DataTable';

/**
 * MUI's own Table and TablePagination metrics, for a table that was MUI's and keeps its look:
 * the sort buttons centred in the header's line as TableSortLabel, `size="small"`'s padding,
 * secondary columns hidden on a phone, a phone's table scrolling under its first column
 * (`phoneLayout="scroll"`), the pagination's spacing. Apart from DataTable so that the screens
 * in the kit's own look do not bundle it.
 */
export const MUI_LOOK: TableLook = {
  pagination: 'mui',
  styles: (theme: Theme): CSSObject => ({
    [`& .${C.sort}`]: { verticalAlign: 'middle' },
    [`&.${C.small} .${C.cell}:not(.${C.checkboxCell})`]: { padding: '6px 16px' },
    [theme.breakpoints.down('sm')]: {
      [`& .${C.secondary}`]: { display: 'none' },
      [`&.${C.scroll} .${C.cell}:not(.${C.checkboxCell})`]: { paddingInline: '8px' },
      [`&.${C.scroll} .${C.cell}:first-of-type`]: {
        position: 'sticky',
        insetInlineStart: 0,
        zIndex: 1,
        backgroundColor: theme.palette.background.paper,
      },
    },
  }),
};
