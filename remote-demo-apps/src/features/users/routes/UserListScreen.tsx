import '../../../i18n/demo-common.i18n';
import '../users.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  DEMO_USER_PLANS,
  DEMO_USER_ROLES,
  DEMO_USER_STATUSES,
  type DemoUserPlan,
  type DemoUserRole,
  type DemoUserSortKey,
  type DemoUserStatus,
} from '@cloudfit/shared/schemas/demo/users.schema';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
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
import { useUsers } from '../api/user-queries';
import { AddUserDrawer } from '../components/AddUserDrawer';
import { UserAvatar, UserRoleLabel, UserStatusChip } from '../components/user-chips';

const COLUMNS: { key: DemoUserSortKey; label: string }[] = [
  { key: 'fullName', label: 'user' },
  { key: 'email', label: 'email' },
  { key: 'role', label: 'role' },
  { key: 'currentPlan', label: 'plan' },
  { key: 'status', label: 'status' },
];

/** /apps/users/list: filters, search, sort and pages on the server; "Add user" opens the drawer. */
export default function UserListScreen() {
  const { t } = useTranslation('demo');
  const [role, setRole] = useState<DemoUserRole | ''>('');
  const [plan, setPlan] = useState<DemoUserPlan | ''>('');
  const [status, setStatus] = useState<DemoUserStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [sort, setSort] = useState<{ by: DemoUserSortKey; desc: boolean }>({ by: 'id', desc: false });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [adding, setAdding] = useState(false);
  const users = useUsers({
    q: q || undefined,
    role: role || undefined,
    plan: plan || undefined,
    status: status || undefined,
    sortBy: sort.by,
    sortDesc: sort.desc,
    page: page + 1,
    perPage,
  });

  const filter = <V extends string>(
    label: string,
    value: V | '',
    values: readonly V[],
    labelOf: (value: V) => string,
    onChange: (value: V | '') => void,
  ) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <TextField
        select
        fullWidth
        label={t(`users.filters.${label}`)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as V | '');
          setPage(0);
        }}
      >
        <MenuItem value="">{t('users.filters.any')}</MenuItem>
        {values.map((option) => (
          <MenuItem key={option} value={option}>
            {labelOf(option)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('users.listTitle')}
      </Typography>
      <Card>
        <CardHeader
          title={t('users.filters.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent>
          <Grid container spacing={2}>
            {filter('role', role, DEMO_USER_ROLES, (value) => t(`users.roles.${value}`), setRole)}
            {filter('plan', plan, DEMO_USER_PLANS, (value) => t(`users.plans.${value}`), setPlan)}
            {filter('status', status, DEMO_USER_STATUSES, (value) => t(`users.statuses.${value}`), setStatus)}
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <TextField
              type="search"
              size="small"
              label={t('users.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('users.addUser')}
            </Button>
          </Stack>
        </CardContent>
        {users.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {users.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
        <TableContainer>
          <Table aria-label={t('users.listTitle')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    sortDirection={sort.by === column.key ? (sort.desc ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={sort.by === column.key}
                      direction={sort.by === column.key && sort.desc ? 'desc' : 'asc'}
                      onClick={() =>
                        setSort((current) => ({
                          by: column.key,
                          desc: current.by === column.key ? !current.desc : false,
                        }))
                      }
                    >
                      {t(`users.columns.${column.label}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('users.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data?.users.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <UserAvatar id={user.id} fullName={user.fullName} />
                      <Stack sx={{ minWidth: 0 }}>
                        <Link
                          component={RouterLink}
                          to={`/apps/users/view/${user.id}`}
                          underline="hover"
                          sx={{ fontWeight: 600 }}
                        >
                          {user.fullName}
                        </Link>
                        <Typography variant="caption" color="text.secondary">
                          @{user.username}
                        </Typography>
                      </Stack>
                    </Stack>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <UserRoleLabel role={user.role} />
                  </TableCell>
                  <TableCell>{t(`users.plans.${user.currentPlan}`)}</TableCell>
                  <TableCell>
                    <UserStatusChip status={user.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={`/apps/users/view/${user.id}`}
                      aria-label={t('users.viewUser', { name: user.fullName })}
                    >
                      <VisibilityOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      component={RouterLink}
                      to={`/apps/users/edit/${user.id}`}
                      aria-label={t('users.editUser', { name: user.fullName })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {users.data?.users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 1} align="center">
                    {t('users.noUsers')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={users.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('users.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('users.displayedRows', { from, to, total: count })}
          getItemAriaLabel={(type) => t(`users.pageNav.${type}`)}
        />
      </Card>
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
