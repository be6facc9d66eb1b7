import '../../../i18n/demo-common.i18n';
import '../users.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useParams } from '@cloudfit/shared/router/app-router';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useUser } from '../api/user-queries';
import { UserNotFound } from '../components/UserNotFound';
import { UserAvatar, UserRoleLabel, UserStatusChip } from '../components/user-chips';

const PLAN_FEATURES = ['users', 'storage', 'support'] as const;

/** /apps/users/view/:id: the profile card with its counters and details, and the plan card. */
export default function UserViewScreen() {
  const { t, i18n } = useTranslation('demo');
  const id = Number(useParams().id);
  const user = useUser(id);
  const count = new Intl.NumberFormat(i18n.language, { notation: 'compact' });

  if (!Number.isInteger(id) || id < 1) return <UserNotFound missing />;
  if (user.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (user.isError) return <UserNotFound missing={ApiError.is(user.error) && user.error.status === 404} />;

  const profile = user.data.user;
  const details: [string, ReactNode][] = [
    [t('users.fields.username'), `@${profile.username}`],
    [t('users.fields.email'), profile.email],
    [t('users.fields.status'), <UserStatusChip key="status" status={profile.status} />],
    [t('users.fields.role'), <UserRoleLabel key="role" role={profile.role} />],
    [t('users.fields.company'), profile.company],
    [t('users.fields.contact'), profile.contact],
    [t('users.fields.country'), profile.country],
  ];
  const stat = (Icon: typeof TaskAltOutlined, value: number, label: string) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        <Icon />
      </Avatar>
      <Stack>
        <Typography variant="h6" component="p">
          {count.format(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Stack>
    </Stack>
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack spacing={3}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <UserAvatar id={profile.id} fullName={profile.fullName} size={96} />
                <Stack spacing={1} sx={{ flexGrow: 1 }}>
                  <Typography variant="h5" component="h1">
                    {profile.fullName}
                  </Typography>
                  <Typography color="text.secondary">{profile.email}</Typography>
                  <Stack direction="row" spacing={1}>
                    <Button component={RouterLink} to={`/apps/users/edit/${profile.id}`} variant="contained">
                      {t('users.edit')}
                    </Button>
                    <Button component={RouterLink} to="/apps/users/list" variant="outlined" color="inherit">
                      {t('users.backToList')}
                    </Button>
                  </Stack>
                </Stack>
              </Stack>
              <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
                {stat(TaskAltOutlined, profile.taskDone, t('users.tasksDone'))}
                {stat(WorkOutlineOutlined, profile.projectDone, t('users.projectsDone'))}
              </Stack>
              <Divider />
              <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                {details.map(([label, value]) => (
                  <Grid
                    key={label}
                    size={{ xs: 12, sm: 6 }}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    <Typography component="dt" sx={{ fontWeight: 600, minWidth: 110 }}>
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Grid>
                ))}
              </Grid>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Card sx={{ height: '100%', borderTop: 3, borderColor: 'primary.main' }}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('users.currentPlan')}
              </Typography>
              <Chip color="primary" label={t(`users.plans.${profile.currentPlan}`)} />
            </Stack>
            <List>
              {PLAN_FEATURES.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleOutlined fontSize="small" color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={t(`users.planFeatures.${profile.currentPlan}.${feature}`)} />
                </ListItem>
              ))}
            </List>
            <Button component={RouterLink} to="/pages/pricing" variant="contained" fullWidth>
              {t('users.upgradePlan')}
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
