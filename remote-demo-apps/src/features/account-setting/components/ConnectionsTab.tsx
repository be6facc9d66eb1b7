import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { AccountConnection } from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';
import type { SvgIconComponent } from '@mui/icons-material';
import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import X from '@mui/icons-material/X';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const SERVICE_ICONS: Record<AccountConnection['service'], SvgIconComponent> = {
  twitter: X,
  google: Google,
  facebook: Facebook,
  github: GitHub,
};

/** The services this account signs in with, and the ones not connected. */
export function ConnectionsTab({ connections }: { connections: AccountConnection[] }) {
  const { t } = useTranslation('demo');
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('accountSetting.connections.intro')}
      </Typography>
      <List aria-label={t('accountSetting.tabs.connections')}>
        {connections.map(({ service, account }) => {
          const Icon = SERVICE_ICONS[service];
          return (
            <ListItem
              key={service}
              divider
              secondaryAction={
                <Chip
                  size="small"
                  color={account ? 'success' : 'default'}
                  variant={account ? 'filled' : 'outlined'}
                  label={t(
                    account
                      ? 'accountSetting.connections.connected'
                      : 'accountSetting.connections.notConnected',
                  )}
                />
              }
            >
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: account ? 'primary.main' : 'action.disabledBackground' }}>
                  <Icon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t(`accountSetting.connections.services.${service}`)}
                secondary={account ?? t('accountSetting.connections.notConnected')}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
