import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Center } from '@cloudfit/shared/schemas/center.schema';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useArchiveCenter } from '../api/archive-center';
import { useMoveCenterMembers } from '../api/move-center-members';

/** What still ties the branch down, from the server's `center_in_use` refusal. */
interface CenterUse {
  members: number;
  futureClasses: number;
}

/**
 * Archives a branch; when the server refuses because members call it home or classes lie ahead, the
 * dialog says how many, moves the members to another open branch, and the archive can be retried.
 */
export function CenterArchiveDialog(props: { center: Center; centers: Center[]; onClose(): void }) {
  const { t } = useTranslation('studio');
  const [inUse, setInUse] = useState<CenterUse | null>(null);
  const [toCenterId, setToCenterId] = useState<number | ''>('');
  const archive = useArchiveCenter({ successMessage: t('centers.archived'), onSuccess: props.onClose });
  const moveMembers = useMoveCenterMembers({
    centerId: props.center.id,
    successMessage: (result) => t('centers.inUse.moved', { count: result.moved }),
    onSuccess: () => setInUse((use) => use && { ...use, members: 0 }),
  });
  const destinations = props.centers.filter((center) => center.active && center.id !== props.center.id);

  const tryArchive = () =>
    archive.mutate(props.center, {
      onError: (error) => {
        if (ApiError.is(error) && error.code === DOMAIN_CODES.centerInUse) {
          setInUse(error.body?.error.details as CenterUse);
        }
      },
    });

  return (
    <ConfirmDialog
      open
      title={t('centers.archiveTitle', { name: props.center.name })}
      body={t('centers.archiveBody')}
      confirmLabel={
        inUse && (inUse.members > 0 || inUse.futureClasses > 0)
          ? t('centers.inUse.retry')
          : t('centers.archive')
      }
      destructive
      busy={archive.isPending}
      onConfirm={tryArchive}
      onClose={props.onClose}
    >
      {inUse && (
        <Stack spacing={2} sx={{ mt: 2 }} data-testid="center-in-use">
          {inUse.members === 0 && inUse.futureClasses === 0 ? (
            <Alert severity="success">{t('centers.inUse.cleared')}</Alert>
          ) : (
            <Alert severity="warning">
              <Typography variant="body2">{t('centers.inUse.intro')}</Typography>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {inUse.members > 0 && <li>{t('centers.inUse.members', { count: inUse.members })}</li>}
                {inUse.futureClasses > 0 && (
                  <li>{t('centers.inUse.futureClasses', { count: inUse.futureClasses })}</li>
                )}
              </ul>
            </Alert>
          )}
          {inUse.members > 0 && (
            <Stack spacing={1}>
              <TextField
                select
                size="small"
                label={t('centers.inUse.moveTo')}
                value={toCenterId}
                onChange={(event) => setToCenterId(Number(event.target.value))}
                fullWidth
              >
                {destinations.map((center) => (
                  <MenuItem key={center.id} value={center.id}>
                    {center.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={toCenterId === ''}
                loading={moveMembers.isPending}
                onClick={() => toCenterId !== '' && moveMembers.mutate(toCenterId)}
              >
                {t('centers.inUse.move', { count: inUse.members })}
              </Button>
            </Stack>
          )}
          {inUse.futureClasses > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('centers.inUse.classesFirst', { count: inUse.futureClasses })}
            </Typography>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
