import '@cloudfit/shared/ui/kit/kit.i18n';
import '../staff.i18n';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import type { Staff } from '@cloudfit/shared/schemas/staff.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { PageHeader, StatusChip } from '@cloudfit/shared/ui/kit/page';
import { isRecordId, useRecord } from '@cloudfit/shared/ui/kit/record';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { StaffEditForm } from '../components/StaffEditForm';
import { roleLabel } from '../components/staff-form';

export default function StaffEditScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const selfId = useAppStore((s) => s.session.userData?.id);
  const id = Number(useParams().id);
  const { data: staff, error, isPending } = useRecord<Staff>('staff', id, { enabled: isRecordId(id) });
  const [resetting, setResetting] = useState(false);

  if (!Number.isSafeInteger(id) || id < 1 || (ApiError.is(error) && error.status === 404)) {
    return (
      <>
        <PageHeader title={t('staff.title')} backTo="/staff-list" />
        <Alert severity="warning">{t('staff.notFound')}</Alert>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title={t('staff.title')} backTo="/staff-list" />
        <Alert severity="error">{t('staff.loadFailed')}</Alert>
      </>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('kit:list.loading')} />;

  const isSelf = staff.id === selfId;
  const mayEdit = ability.can('update', 'Staff');
  return (
    <>
      <PageHeader
        backTo="/staff-list"
        title={staff.fullName}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
          >
            <StatusChip
              label={t(staff.active ? 'staff.status.active' : 'staff.status.inactive')}
              tone={staff.active ? 'success' : 'default'}
            />
            <span>
              {t('staff.recordSubtitle', {
                username: staff.username,
                role: roleLabel(t, staff.role),
                since: format.date(staff.createdAt),
              })}
            </span>
          </Stack>
        }
        actions={
          mayEdit && (
            <Button variant="outlined" startIcon={<KeyOutlined />} onClick={() => setResetting(true)}>
              {t('staff.password.open')}
            </Button>
          )
        }
      />
      {isSelf && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('staff.selfNotice')}
        </Alert>
      )}
      <Card>
        <CardContent>
          {mayEdit ? (
            <StaffEditForm key={staff.id} staff={staff} isSelf={isSelf} />
          ) : (
            <Alert severity="info">{t('staff.readOnly')}</Alert>
          )}
        </CardContent>
      </Card>
      {mayEdit && (
        <ResetPasswordDialog
          staffId={staff.id}
          name={staff.fullName}
          open={resetting}
          onClose={() => setResetting(false)}
        />
      )}
    </>
  );
}
