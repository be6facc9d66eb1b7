import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ChatContact, ChatMessage } from '@cloudfit/shared/schemas/demo/chat.schema';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSendMessage } from '../api/use-chat';

function MessageBubble(props: { message: ChatMessage; mine: boolean }) {
  const { i18n } = useTranslation('demo');
  const { message, mine } = props;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '75%',
          px: 2,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          boxShadow: 1,
        }}
      >
        {message.message}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
        {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(message.time))}
      </Typography>
    </Box>
  );
}

/** The messages with one contact, newest at the bottom, and the box to send the next one. */
export function ChatThread(props: { contact: ChatContact; messages: ChatMessage[]; profileUserId: number }) {
  const { t } = useTranslation('demo');
  const [draft, setDraft] = useState('');
  const sendMessage = useSendMessage(props.contact.id, props.profileUserId);
  const end = useRef<HTMLDivElement>(null);
  const messageCount = props.messages.length;
  useEffect(() => {
    if (messageCount > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [messageCount]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) return;
    sendMessage.mutate(message);
    setDraft('');
  };
  return (
    <>
      <Box sx={{ flex: 1, overflow: 'auto', px: { xs: 1.5, sm: 3 }, py: 2, bgcolor: 'background.default' }}>
        {props.messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            {t('chat.noMessages')}
          </Typography>
        ) : (
          <Box
            component="ol"
            aria-label={t('chat.messages', { name: props.contact.fullName })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {props.messages.map((message, index) => (
              // Messages have no id; their order in the thread never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <MessageBubble key={index} message={message} mine={message.senderId === props.profileUserId} />
            ))}
          </Box>
        )}
        <div ref={end} />
      </Box>
      <Box
        component="form"
        onSubmit={send}
        sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('chat.messagePlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('chat.message'), maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!draft.trim()}>
          {t('chat.send')}
        </Button>
      </Box>
    </>
  );
}
