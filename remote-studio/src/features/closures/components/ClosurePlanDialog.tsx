import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ClosurePlan, CreateClosureInput } from '@cloudfit/shared/schemas/closure.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createClosure } from '../api/closure-writes';

/** What the closure will do, counted and listed, and the button that does it (it cannot be undone). */
export function ClosurePlanDialog(props: {
  input: CreateClosureInput;
  plan: ClosurePlan;
  centerName: string;
  onBack(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const { input, plan } = props;
  const create = useApiMutation({
    mutate: createClosure,
    successMessage: (result) =>
      t('closures.created', {
        center: result.closure.centerName,
        classes: result.classesCancelled,
        memberships: result.membershipsExtended,
      }),
    invalidate: [['closures'], ['classes'], ['memberships'], ['bookings'], ['audit-log']],
    onSuccess: props.onDone,
  });

  return (
    <ConfirmDialog
      open
      title={t('closures.plan.title', {
        center: props.centerName,
        days:
          input.startsOn === input.endsOn
            ? format.day(input.startsOn)
            : t('closures.range', { from: format.day(input.startsOn), to: format.day(input.endsOn) }),
      })}
      confirmLabel={t('closures.plan.confirm')}
      cancelLabel={t('closures.plan.back')}
      destructive
      busy={create.isPending}
      onConfirm={() => create.mutate(input)}
      onClose={props.onBack}
    >
      <Stack spacing={2} data-testid="closure-plan">
        <Typography>{t('closures.plan.days', { count: plan.days })}</Typography>
        <Typography>
          {t('closures.plan.classes', { count: plan.classesCancelled, bookings: plan.bookingsCancelled })}
        </Typography>
        <Typography>{t('closures.plan.memberships', { count: plan.membershipsExtended })}</Typography>
        {plan.membershipsMoved > 0 && (
          <Typography>{t('closures.plan.moved', { count: plan.membershipsMoved })}</Typography>
        )}
        {plan.classes.length > 0 && (
          <List
            dense
            disablePadding
            sx={{ maxHeight: 220, overflowY: 'auto' }}
            aria-label={t('closures.plan.classList')}
          >
            {plan.classes.map((closed) => (
              <ListItem key={closed.id} disableGutters>
                <ListItemText
                  primary={`${format.dateTime(closed.startsAt)} · ${closed.title}`}
                  secondary={
                    closed.members.length > 0
                      ? closed.members.map((member) => member.name).join(', ')
                      : t('closures.plan.noBookings')
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <Alert severity="warning">{t('closures.plan.permanent')}</Alert>
      </Stack>
    </ConfirmDialog>
  );
}
