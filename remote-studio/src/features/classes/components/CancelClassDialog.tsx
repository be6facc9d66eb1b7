import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type CancelClassInput,
  type ClassDetail,
  type ClassItem,
  cancelClassSchema,
} from '@cloudfit/shared/schemas/class.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { FormDialog } from '@cloudfit/shared/ui/kit/dialog';
import { FormText, useResourceForm } from '@cloudfit/shared/ui/kit/form';
import { isRecordId, useRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCancelClass } from '../api/cancel-class';

/** Cancels a class after showing who is booked on it; the server returns their credits. */
export function CancelClassDialog(props: { item: ClassItem; onClose(): void }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const detail = useRecord<ClassDetail>('classes', props.item.id, {
    enabled: isRecordId(props.item.id),
  }).data;
  const cancelClass = useCancelClass(props.item.id);
  const resourceForm = useResourceForm({
    schema: cancelClassSchema,
    defaultValues: { reason: '', version: props.item.version } satisfies CancelClassInput,
    submit: cancelClass,
    successMessage: t('classes.cancel.done'),
    guardLeave: false,
    onSaved: props.onClose,
  });
  const affected = detail ? [...detail.roster.booked, ...detail.roster.waitlisted] : null;

  return (
    <FormDialog
      open
      title={t('classes.cancel.title', { title: props.item.title })}
      submitLabel={t('classes.cancel.confirm')}
      resourceForm={resourceForm}
      onClose={props.onClose}
    >
      <Typography sx={{ mb: 2 }}>
        {t('classes.cancel.when', {
          time: format.dateTime(props.item.startsAt),
          room: props.item.roomName,
        })}
      </Typography>
      {affected === null ? (
        <Skeleton height={48} />
      ) : affected.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('classes.cancel.nobody')}
        </Alert>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('classes.cancel.booked', { count: affected.length })}
          </Typography>
          <List dense data-testid="cancel-affected" sx={{ mb: 2 }}>
            {affected.map((entry) => (
              <ListItem key={entry.bookingId} disableGutters>
                <ListItemText
                  primary={entry.memberName}
                  secondary={
                    entry.status === 'waitlisted'
                      ? t('classes.roster.waitlistPosition', { position: entry.waitlistPosition })
                      : t('classes.cancel.creditsBack', { count: entry.creditsCharged })
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <FormText<CancelClassInput> name="reason" label={t('classes.cancel.reason')} required autoFocus />
    </FormDialog>
  );
}
