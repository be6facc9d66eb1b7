import '../../../i18n/demo-common.i18n';
import '../users.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  DEMO_USER_PLANS,
  DEMO_USER_ROLES,
  DEMO_USER_STATUSES,
  type DemoUser,
  type DemoUserSortKey,
} from '@cloudfit/shared/schemas/demo/users.schema';
import { type ListColumn, type ListSource, useListController } from '@cloudfit/shared/ui/kit/list';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DEMO_PAGE_SIZES,
  DemoListTable,
  DemoRowLinks,
  demoListAdapter,
} from '../../../components/DemoListTable';
import { USERS_KEY } from '../api/user-queries';
import { AddUserDrawer } from '../components/AddUserDrawer';
import { UserAvatar, UserRoleLabel, UserStatusChip } from '../components/user-chips';

const SORT_KEYS: readonly DemoUserSortKey[] = ['id', 'fullName', 'email', 'role', 'currentPlan', 'status'];
const SOURCE: ListSource<DemoUser> = {
  kind: 'server',
  resource: 'apps/user/users',
  adapt: demoListAdapter<DemoUser>('users'),
  queryKey: [...USERS_KEY, 'list'],
};

/** /apps/users/list: filters, search, sort and pages on the server, kept in the address; "Add user" opens the drawer. */
export default function UserListScreen() {
  const { t } = useTranslation('demo');
  const [adding, setAdding] = useState(false);
  const list = useListController<DemoUser>({
    source: SOURCE,
    filterKeys: ['role', 'plan', 'status'],
    sortKeys: SORT_KEYS,
    defaultSort: { sortBy: 'id' },
    pageSizes: DEMO_PAGE_SIZES,
  });
  const column = (key: DemoUserSortKey, label: string, render: ListColumn<DemoUser>['render']) => ({
    key,
    header: t(`users.columns.${label}`),
    sortKey: key,
    render,
  });
  const columns: ListColumn<DemoUser>[] = [
    column('fullName', 'user', (user) => (
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
    )),
    column('email', 'email', (user) => user.email),
    column('role', 'role', (user) => <UserRoleLabel role={user.role} />),
    column('currentPlan', 'plan', (user) => t(`users.plans.${user.currentPlan}`)),
    column('status', 'status', (user) => <UserStatusChip status={user.status} />),
    {
      key: 'actions',
      header: t('users.columns.actions'),
      nowrap: true,
      render: (user) => (
        <DemoRowLinks
          links={[
            {
              to: `/apps/users/view/${user.id}`,
              label: t('users.viewUser', { name: user.fullName }),
              icon: <VisibilityOutlined fontSize="small" />,
            },
            {
              to: `/apps/users/edit/${user.id}`,
              label: t('users.editUser', { name: user.fullName }),
              icon: <EditOutlined fontSize="small" />,
            },
          ]}
        />
      ),
    },
  ];

  const filter = <V extends string>(label: string, values: readonly V[], labelOf: (value: V) => string) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <TextField
        select
        fullWidth
        label={t(`users.filters.${label}`)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={list.state.filters[label]}
        onChange={(event) => list.setFilters({ [label]: event.target.value || null })}
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
            {filter('role', DEMO_USER_ROLES, (value) => t(`users.roles.${value}`))}
            {filter('plan', DEMO_USER_PLANS, (value) => t(`users.plans.${value}`))}
            {filter('status', DEMO_USER_STATUSES, (value) => t(`users.statuses.${value}`))}
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <TextField type="search" size="small" label={t('users.search')} {...list.searchField} />
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('users.addUser')}
            </Button>
          </Stack>
        </CardContent>
        <DemoListTable
          list={list}
          caption={t('users.listTitle')}
          columns={columns}
          emptyText={t('users.noUsers')}
        />
      </Card>
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
