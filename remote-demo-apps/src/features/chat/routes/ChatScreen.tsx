import '../../../i18n/demo-common.i18n';
import '../chat.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useChat, useChatsAndContacts } from '../api/use-chat';
import { ChatSidebar } from '../components/ChatSidebar';
import { ChatThread } from '../components/ChatThread';
import { ContactPanel, ProfilePanel } from '../components/PersonPanel';
import { StatusAvatar } from '../components/StatusAvatar';

/** `/apps/chat`: chats and contacts beside the open conversation. */
export default function ChatScreen() {
  const { t } = useTranslation('demo');
  const sidebar = useChatsAndContacts();
  const [contactId, setContactId] = useState<number | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const opened = useChat(contactId);
  const contact = opened.data?.contact ?? null;
  const profileUser = sidebar.data?.profileUser;

  return (
    <SidebarLayout
      sidebarLabel={t('chat.people')}
      sidebar={
        sidebar.data && (
          <ChatSidebar
            profileUser={sidebar.data.profileUser}
            chatsContacts={sidebar.data.chatsContacts}
            contacts={sidebar.data.contacts}
            selectedId={contactId}
            onOpen={setContactId}
            onProfile={() => setProfileOpen(true)}
          />
        )
      }
      toolbar={
        contact ? (
          <>
            <ButtonBase
              onClick={() => setDetailsOpen(true)}
              sx={{ gap: 1.5, borderRadius: 1, flex: 1, justifyContent: 'flex-start', minWidth: 0, p: 0.5 }}
            >
              <StatusAvatar
                fullName={contact.fullName}
                avatar={contact.avatar}
                status={contact.status}
                size={34}
              />
              <Box sx={{ minWidth: 0, textAlign: 'start' }}>
                <Typography component="h2" sx={{ fontWeight: 600 }} noWrap>
                  {contact.fullName}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {t(`chat.statuses.${contact.status}`)}
                </Typography>
              </Box>
            </ButtonBase>
            <Tooltip title={t('chat.contactDetails')}>
              <IconButton aria-label={t('chat.contactDetails')} onClick={() => setDetailsOpen(true)}>
                <InfoOutlinedIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {t('chat.title')}
          </Typography>
        )
      }
    >
      <QueryState query={sidebar} waiting="spinner">
        {contactId === null ? (
          <Box sx={{ m: 'auto', p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="p" gutterBottom>
              {t('chat.startConversation')}
            </Typography>
            <Typography color="text.secondary">{t('chat.pickContact')}</Typography>
          </Box>
        ) : (
          <QueryState query={opened} waiting="spinner">
            {contact && profileUser && (
              <ChatThread
                key={contact.id}
                contact={contact}
                messages={opened.data?.chat?.messages ?? []}
                profileUserId={profileUser.id}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      {profileUser && (
        <ProfilePanel profileUser={profileUser} open={profileOpen} onClose={() => setProfileOpen(false)} />
      )}
      <ContactPanel contact={detailsOpen ? contact : null} onClose={() => setDetailsOpen(false)} />
    </SidebarLayout>
  );
}
