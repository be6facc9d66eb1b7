import '../../../i18n/demo-common.i18n';
import '../users.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useParams } from '@cloudfit/shared/router/app-router';
import {
  type DemoUser,
  type DemoUserInput,
  demoUserInputSchema,
} from '@cloudfit/shared/schemas/demo/users.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSaveUser, useUser } from '../api/user-queries';
import { UserField } from '../components/UserFields';
import { UserNotFound } from '../components/UserNotFound';
import { UserAvatar } from '../components/user-chips';

const TABS = {
  account: ['fullName', 'username', 'email', 'role', 'status', 'company'],
  information: ['contact', 'country', 'currentPlan'],
} as const satisfies Record<string, (keyof DemoUserInput)[]>;
type TabName = keyof typeof TABS;

function inputOf({
  id: _id,
  avatar: _avatar,
  taskDone: _tasks,
  projectDone: _projects,
  ...input
}: DemoUser): DemoUserInput {
  return input;
}

function UserEditForm({ user }: { user: DemoUser }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>('account');
  const save = useSaveUser(user.id);
  const kit = useKitForm(demoUserInputSchema, {
    defaultValues: inputOf(user),
    onSubmit: (input) =>
      save.mutate(input, {
        onSuccess: () => {
          appStore.getState().toast(t('users.saved'), 'success');
          navigate(`/apps/users/view/${user.id}`);
        },
      }),
    // A mistake on the hidden tab: show that tab so the message is seen.
    onInvalid: (errors) => {
      const failing = (Object.keys(TABS) as TabName[]).find((name) =>
        TABS[name].some((field) => errors[field] !== undefined),
      );
      if (failing) setTab(failing);
    },
  });
  return (
    <Card>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} aria-label={t('users.editTabs')}>
        {(Object.keys(TABS) as TabName[]).map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`users.tabs.${name}`)}
            id={`user-tab-${name}`}
            aria-controls="user-tab-panel"
          />
        ))}
      </Tabs>
      <CardContent>
        <Stack component="form" noValidate onSubmit={kit.onSubmit} spacing={3}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <UserAvatar id={user.id} fullName={user.fullName} size={72} />
            <Typography variant="h5" component="h1">
              {t('users.editTitle', { name: user.fullName })}
            </Typography>
          </Stack>
          <KitFormProvider form={kit}>
            <Grid
              container
              spacing={2}
              role="tabpanel"
              id="user-tab-panel"
              aria-labelledby={`user-tab-${tab}`}
            >
              {TABS[tab].map((name) => (
                <Grid key={name} size={{ xs: 12, md: 6, lg: 4 }}>
                  <UserField name={name} />
                </Grid>
              ))}
            </Grid>
          </KitFormProvider>
          {save.isError && <Alert severity="error">{translateApiError(save.error)}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('users.saveChanges')}
            </Button>
            <Button
              component={RouterLink}
              to={`/apps/users/view/${user.id}`}
              variant="outlined"
              color="inherit"
            >
              {t('users.cancel')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /apps/users/edit/:id: the account and information tabs of one form, saved together. */
export default function UserEditScreen() {
  const { t } = useTranslation('demo');
  const id = Number(useParams().id);
  const user = useUser(id);
  if (!Number.isInteger(id) || id < 1) return <UserNotFound missing />;
  if (user.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (user.isError) return <UserNotFound missing={ApiError.is(user.error) && user.error.status === 404} />;
  return <UserEditForm key={user.data.user.id} user={user.data.user} />;
}
