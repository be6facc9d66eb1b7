import './class-move.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ClassMoveLoss } from '@cloudfit/shared/schemas/class.schema';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const KNOWN_REASONS = ['no_valid_membership', 'membership_frozen', 'class_cancelled'];

/**
 * The booked members a move, or an edit of all future classes of a series, would drop (the server's
 * 422), before their bookings are cancelled.
 */
export function ClassMoveDialog(props: {
  title: string;
  members: ClassMoveLoss[];
  busy: boolean;
  /** What a series edit says instead of the move's text. */
  body?: string;
  confirmLabel?: string;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('studio');
  return (
    <ConfirmDialog
      open
      title={t('classMove.title', { title: props.title })}
      body={props.body ?? t('classMove.body', { count: props.members.length })}
      confirmLabel={props.confirmLabel ?? t('classMove.confirm')}
      destructive
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <List dense aria-label={t('classMove.listLabel')} data-testid="move-losses">
        {props.members.map((member) => (
          <ListItem key={member.bookingId} disableGutters>
            <ListItemText
              primary={member.memberName}
              secondary={t(
                `classMove.reasons.${KNOWN_REASONS.includes(member.reason) ? member.reason : 'other'}`,
              )}
            />
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
