import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ChatContact, ChatProfileUser, ChatsContact } from '@cloudfit/shared/schemas/demo/chat.schema';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSidebar } from '../../../components/SidebarLayout';
import { StatusAvatar } from './StatusAvatar';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function formatLastTime(iso: string, language: string): string {
  const time = new Date(iso);
  const today = new Date().toDateString() === time.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { timeStyle: 'short' } : { month: 'short', day: 'numeric' },
  ).format(time);
}

function PersonRow(props: {
  person: ChatContact;
  secondary: string;
  selected: boolean;
  onOpen(): void;
  end?: React.ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={props.selected}
        aria-current={props.selected ? 'true' : undefined}
        onClick={props.onOpen}
      >
        <ListItemAvatar>
          <StatusAvatar
            fullName={props.person.fullName}
            avatar={props.person.avatar}
            status={props.person.status}
          />
        </ListItemAvatar>
        <ListItemText
          primary={props.person.fullName}
          secondary={props.secondary}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
        {props.end}
      </ListItemButton>
    </ListItem>
  );
}

/** The profile (opens its settings), a search, the chats with their unseen counts, and the contacts. */
export function ChatSidebar(props: {
  profileUser: ChatProfileUser;
  chatsContacts: ChatsContact[];
  contacts: ChatContact[];
  selectedId: number | null;
  onOpen(contactId: number): void;
  onProfile(): void;
}) {
  const { t, i18n } = useTranslation('demo');
  const sidebar = useSidebar();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const matches = (person: ChatContact) => person.fullName.toLowerCase().includes(needle);
  const chats = props.chatsContacts.filter(matches);
  const contacts = props.contacts.filter(matches);
  const open = (contactId: number) => {
    sidebar.close();
    props.onOpen(contactId);
  };
  const { profileUser } = props;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <ButtonBase
          onClick={() => {
            sidebar.close();
            props.onProfile();
          }}
          sx={{ borderRadius: '50%' }}
        >
          <StatusAvatar
            fullName={profileUser.fullName}
            avatar={profileUser.avatar}
            status={profileUser.status}
          />
          {/* The button's name; an aria-label would not match the initials on show. */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('chat.profile')}
          </Box>
        </ButtonBase>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          // The sidebar is narrow: the placeholder is one word, the field's name says it all.
          placeholder={t('chat.searchPlaceholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('chat.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflow: 'auto' }}>
        {chats.length > 0 && (
          <List dense subheader={<ListSubheader>{t('chat.chatsHeading')}</ListSubheader>}>
            {chats.map((contact) => (
              <PersonRow
                key={contact.id}
                person={contact}
                secondary={contact.chat.lastMessage?.message ?? ''}
                selected={contact.id === props.selectedId}
                onOpen={() => open(contact.id)}
                end={
                  <Box
                    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ms: 1 }}
                  >
                    {contact.chat.lastMessage && (
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {formatLastTime(contact.chat.lastMessage.time, i18n.language)}
                      </Typography>
                    )}
                    {contact.chat.unseenMsgs > 0 && (
                      <Chip
                        size="small"
                        color="error"
                        label={contact.chat.unseenMsgs}
                        aria-label={t('chat.unseen', { count: contact.chat.unseenMsgs })}
                        data-testid="unseen-count"
                      />
                    )}
                  </Box>
                }
              />
            ))}
          </List>
        )}
        {contacts.length > 0 && (
          <List dense subheader={<ListSubheader>{t('chat.contactsHeading')}</ListSubheader>}>
            {contacts.map((contact) => (
              <PersonRow
                key={contact.id}
                person={contact}
                secondary={contact.about}
                selected={contact.id === props.selectedId}
                onOpen={() => open(contact.id)}
              />
            ))}
          </List>
        )}
        {chats.length === 0 && contacts.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('chat.noResults')}
          </Typography>
        )}
      </Box>
    </>
  );
}
