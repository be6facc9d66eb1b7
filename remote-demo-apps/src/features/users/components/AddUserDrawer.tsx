import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { type DemoUserInput, demoUserInputSchema } from '@cloudfit/shared/schemas/demo/users.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSaveUser } from '../api/user-queries';
import { EMPTY_USER, UserField } from './UserFields';

const FIELDS: (keyof DemoUserInput)[] = [
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'status',
];

/** The user list's "Add user" side panel: the shared schema checks it, then the new user is in the list. */
export function AddUserDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('demo');
  const save = useSaveUser(null);
  const kit = useKitForm(demoUserInputSchema, {
    defaultValues: EMPTY_USER,
    onSubmit: (user) =>
      save.mutate(user, {
        onSuccess: ({ user: created }) => {
          appStore.getState().toast(t('users.added', { name: created.fullName }), 'success');
          close();
        },
      }),
  });
  const close = () => {
    kit.form.reset(EMPTY_USER);
    save.reset();
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={kit.onSubmit}
        aria-labelledby="add-user-title"
        spacing={2.5}
        sx={{ p: 3 }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" id="add-user-title">
            {t('users.addUser')}
          </Typography>
          <IconButton onClick={close} aria-label={t('users.close')}>
            <CloseOutlined />
          </IconButton>
        </Stack>
        <KitFormProvider form={kit}>
          {FIELDS.map((name) => (
            <UserField key={name} name={name} />
          ))}
        </KitFormProvider>
        {save.isError && <Alert severity="error">{translateApiError(save.error)}</Alert>}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('users.submit')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={close}>
            {t('users.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
