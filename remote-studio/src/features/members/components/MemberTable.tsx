import { DEFAULT_PAGE_SIZE } from '@cloudfit/shared/constants';
import type { MemberListItem, MemberSortKey } from '@cloudfit/shared/schemas/member.schema';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { deDE, enUS, frFR, ptPT, zhTW } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MemberListParams } from '../api/get-members';

const GRID_LOCALES = { en: enUS, de: deDE, fr: frFR, pt: ptPT, 'zh-TW': zhTW } as const;

interface MemberTableProps {
  rows: MemberListItem[];
  total: number;
  loading: boolean;
  params: MemberListParams;
  emptyText: string;
  onPageChange(page: number): void;
  onSortChange(sortBy: MemberSortKey | undefined, sortDesc: boolean): void;
}

/** Server-side paged and sorted: the grid shows one page the API returned. */
export function MemberTable({
  rows,
  total,
  loading,
  params,
  emptyText,
  onPageChange,
  onSortChange,
}: MemberTableProps) {
  const { t, i18n } = useTranslation('studio');
  const navigate = useNavigate();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  const columns = useMemo<GridColDef<MemberListItem>[]>(
    () => [
      { field: 'memberNumber', headerName: t('members.columns.memberNumber'), width: 110 },
      {
        field: 'lastName',
        headerName: t('members.columns.member'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar
              src={row.photoUrl ?? undefined}
              alt=""
              sx={{
                width: 34,
                height: 34,
                fontSize: 14,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {row.firstName.slice(0, 1)}
              {row.lastName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {row.fullName}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {row.email ?? ''}
              </Typography>
            </Box>
          </Stack>
        ),
      },
      { field: 'phone', headerName: t('members.columns.phone'), width: 150, sortable: false },
      {
        field: 'homeCenterName',
        headerName: t('members.columns.center'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'tags',
        headerName: t('members.columns.tags'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}
          >
            {row.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        ),
      },
      {
        field: 'joinedAt',
        headerName: t('members.columns.joinedAt'),
        width: 130,
        valueFormatter: (value: string) => (value ? dateFormat.format(new Date(value)) : ''),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('members.actions.label'),
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="check-in"
            icon={<HowToRegOutlined />}
            label={t('members.actions.checkIn')}
            onClick={() => navigate(`/access-control?member=${encodeURIComponent(row.memberNumber)}`)}
          />,
          <GridActionsCellItem
            key="membership"
            icon={<AddCardOutlined />}
            label={t('members.actions.addMembership')}
            onClick={() => navigate(`/apps/member/${row.id}/membership/add`)}
          />,
          <GridActionsCellItem
            key="invoice"
            icon={<ReceiptOutlined />}
            label={t('members.actions.addInvoice')}
            onClick={() => navigate(`/apps/member/${row.id}/invoice/add`)}
            showInMenu
          />,
        ],
      },
    ],
    [t, dateFormat, navigate],
  );

  const sortModel = useMemo<GridSortModel>(
    () => (params.sortBy ? [{ field: params.sortBy, sort: params.sortDesc ? 'desc' : 'asc' }] : []),
    [params.sortBy, params.sortDesc],
  );
  const localeText =
    GRID_LOCALES[i18n.language as keyof typeof GRID_LOCALES]?.components.MuiDataGrid.defaultProps.localeText;

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      paginationModel={{ page: (params.page ?? 1) - 1, pageSize: DEFAULT_PAGE_SIZE }}
      pageSizeOptions={[DEFAULT_PAGE_SIZE]}
      onPaginationModelChange={(model) => onPageChange(model.page + 1)}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        const sortBy = first ? (first.field as MemberSortKey) : undefined;
        const sortDesc = first?.sort === 'desc';
        // The grid also reports an unchanged sort after paging; only a real change resets the page.
        if (sortBy !== params.sortBy || (sortBy && sortDesc !== Boolean(params.sortDesc)))
          onSortChange(sortBy, sortDesc);
      }}
      onRowClick={({ row }) => navigate(`/apps/member/edit/${row.id}`)}
      localeText={{ ...localeText, noRowsLabel: emptyText }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
      rowHeight={60}
      autoHeight
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
