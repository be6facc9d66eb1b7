import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  CHAT_STATUSES,
  type ChatContact,
  type ChatProfileUser,
  type ChatStatus,
} from '@cloudfit/shared/schemas/demo/chat.schema';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { StatusAvatar } from './StatusAvatar';

function Panel(props: {
  open: boolean;
  title: string;
  onClose(): void;
  person: ChatContact;
  children: ReactNode;
}) {
  const { t } = useTranslation('demo');
  return (
    <Drawer anchor="right" open={props.open} onClose={props.onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 340 }, p: 2 }} role="region" aria-labelledby="chat-person-title">
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography id="chat-person-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {props.title}
          </Typography>
          <IconButton aria-label={t('chat.close')} onClick={props.onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box sx={{ display: 'inline-flex', mb: 1 }}>
            <StatusAvatar
              fullName={props.person.fullName}
              avatar={props.person.avatar}
              status={props.person.status}
              size={72}
            />
          </Box>
          <Typography variant="h6" component="p">
            {props.person.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.person.role}
          </Typography>
        </Box>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('chat.about')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {props.person.about}
        </Typography>
        {props.children}
      </Box>
    </Drawer>
  );
}

/** A contact's details: who they are, what they do and whether they are around. */
export function ContactPanel(props: { contact: ChatContact | null; onClose(): void }) {
  const { t } = useTranslation('demo');
  if (!props.contact) return null;
  return (
    <Panel open title={t('chat.contactDetails')} person={props.contact} onClose={props.onClose}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {t('chat.status')}
      </Typography>
      <Typography variant="body2">{t(`chat.statuses.${props.contact.status}`)}</Typography>
    </Panel>
  );
}

/**
 * The profile user's status and settings. SPEC §7 has no call to save them, so they hold for
 * this visit to the screen, as in the template.
 */
export function ProfilePanel(props: { profileUser: ChatProfileUser; open: boolean; onClose(): void }) {
  const { t } = useTranslation('demo');
  const [status, setStatus] = useState<ChatStatus>(props.profileUser.status);
  const [settings, setSettings] = useState(props.profileUser.settings);
  return (
    <Panel
      open={props.open}
      title={t('chat.profile')}
      person={{
        ...props.profileUser,
        status,
        // The profile user is the signed-in account: its role is one of the app's roles.
        role: t(`roles.${props.profileUser.role}`, { ns: 'common', defaultValue: props.profileUser.role }),
      }}
      onClose={props.onClose}
    >
      <Typography variant="overline" component="h3" color="text.secondary" id="chat-status-heading">
        {t('chat.status')}
      </Typography>
      <RadioGroup
        aria-labelledby="chat-status-heading"
        value={status}
        onChange={(event) => setStatus(event.target.value as ChatStatus)}
        sx={{ mb: 2 }}
      >
        {CHAT_STATUSES.map((item) => (
          <FormControlLabel
            key={item}
            value={item}
            control={<Radio size="small" />}
            label={t(`chat.statuses.${item}`)}
          />
        ))}
      </RadioGroup>
      <Typography variant="overline" component="h3" color="text.secondary">
        {t('chat.settings')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.isTwoStepAuthVerificationEnabled}
              onChange={(event) =>
                setSettings({ ...settings, isTwoStepAuthVerificationEnabled: event.target.checked })
              }
            />
          }
          label={t('chat.twoStep')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.isNotificationsOn}
              onChange={(event) => setSettings({ ...settings, isNotificationsOn: event.target.checked })}
            />
          }
          label={t('chat.notifications')}
        />
      </Box>
    </Panel>
  );
}
