import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { DemoUserRole, DemoUserStatus } from '@cloudfit/shared/schemas/demo/users.schema';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { type Tone, tintedTone } from '../../../components/tinted-tone';

const STATUS_TONE: Record<DemoUserStatus, Tone> = {
  active: 'success',
  inactive: 'secondary',
  pending: 'warning',
};
const AVATAR_TONES: Tone[] = ['primary', 'success', 'error', 'warning', 'info', 'secondary'];

const ROLE_ICON = {
  admin: { Icon: AdminPanelSettingsOutlined, color: 'error.main' },
  author: { Icon: SettingsOutlined, color: 'warning.main' },
  editor: { Icon: EditOutlined, color: 'info.main' },
  maintainer: { Icon: BuildOutlined, color: 'success.main' },
  subscriber: { Icon: PersonOutlined, color: 'primary.main' },
} as const;

export function UserStatusChip({ status }: { status: DemoUserStatus }) {
  const { t } = useTranslation('demo');
  return <Chip size="small" sx={tintedTone(STATUS_TONE[status])} label={t(`users.statuses.${status}`)} />;
}

export function UserRoleLabel({ role }: { role: DemoUserRole }) {
  const { t } = useTranslation('demo');
  const { Icon, color } = ROLE_ICON[role];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2">{t(`users.roles.${role}`)}</Typography>
    </Stack>
  );
}

/** The demo has no pictures: initials on a tint picked by the user's id. */
export function UserAvatar({ id, fullName, size = 34 }: { id: number; fullName: string; size?: number }) {
  const tone = AVATAR_TONES[id % AVATAR_TONES.length]!;
  return (
    <InitialsAvatar
      fullName={fullName}
      size={size}
      sx={[tintedTone(tone), size > 60 && { borderRadius: 1 }]}
    />
  );
}
