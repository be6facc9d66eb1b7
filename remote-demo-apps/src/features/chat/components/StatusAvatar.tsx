import type { ChatStatus } from '@cloudfit/shared/schemas/demo/chat.schema';
import Badge from '@mui/material/Badge';
import { InitialsAvatar } from '../../../components/InitialsAvatar';

const STATUS_COLORS: Record<ChatStatus, string> = {
  online: 'success.main',
  busy: 'error.main',
  away: 'warning.main',
  offline: 'grey.500',
};

/** A person's avatar with their status as a dot; the status is also said in text beside it. */
export function StatusAvatar(props: { fullName: string; avatar: string; status: ChatStatus; size?: number }) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: STATUS_COLORS[props.status],
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      <InitialsAvatar fullName={props.fullName} src={props.avatar} size={props.size} />
    </Badge>
  );
}
