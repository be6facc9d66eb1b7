import '../../../i18n/demo-common.i18n';
import '../email.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import type {
  Email,
  EmailFolder,
  EmailLabel,
  EmailListQuery,
} from '@cloudfit/shared/schemas/demo/email.schema';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { fetchNeighbourEmail, useEmails, useUpdateEmails } from '../api/use-emails';
import { ComposeDialog } from '../components/ComposeDialog';
import { EmailDetail } from '../components/EmailDetail';
import { EmailList } from '../components/EmailList';
import { EmailSidebar } from '../components/EmailSidebar';

type MailboxList = Pick<EmailListQuery, 'folder' | 'label'>;

/**
 * `/apps/email`, `/apps/email/:folder` and `/apps/email/label/:label` (the shell sends unknown
 * folders and labels to /error-404).
 */
export default function EmailScreen() {
  const { folder, label } = useParams();
  const list: MailboxList = label
    ? { label: label as EmailLabel }
    : { folder: (folder ?? 'inbox') as EmailFolder };
  return <Mailbox key={label ?? folder ?? 'inbox'} list={list} />;
}

function Mailbox({ list }: { list: MailboxList }) {
  const { t } = useTranslation('demo');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<Email | null>(null);
  const [composing, setComposing] = useState(false);
  const query: EmailListQuery = { ...list, ...(q ? { q } : {}) };
  const emails = useEmails(query);
  const updateEmails = useUpdateEmails();
  const shown = emails.data?.emails ?? [];
  // The list's copy is the fresh one (starred, labels); the opened copy stands in once it leaves the list.
  const openEmail = opened && (shown.find((email) => email.id === opened.id) ?? opened);
  const openIndex = openEmail ? shown.findIndex((email) => email.id === openEmail.id) : -1;
  const currentFolder = list.folder ?? 'label';

  const open = (email: Email) => {
    setOpened(email);
    if (!email.isRead) updateEmails.mutate({ emailIds: [email.id], dataToUpdate: { isRead: true } });
  };
  const openNeighbour = async (dir: 'previous' | 'next') => {
    if (!openEmail) return;
    const { email } = await fetchNeighbourEmail(dir, openEmail.id, query);
    if (email) open(email);
  };

  return (
    <>
      <SidebarLayout
        sidebarLabel={t('email.mailbox')}
        sidebar={
          <EmailSidebar current={list} meta={emails.data?.emailsMeta} onCompose={() => setComposing(true)} />
        }
        toolbar={
          <TextField
            size="small"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('email.search')}
            slotProps={{
              htmlInput: { 'aria-label': t('email.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        }
      >
        {openEmail ? (
          <EmailDetail
            email={openEmail}
            currentFolder={currentFolder}
            hasPrevious={openIndex > 0}
            hasNext={openIndex !== -1 && openIndex < shown.length - 1}
            onBack={() => setOpened(null)}
            onNeighbour={openNeighbour}
          />
        ) : (
          <QueryState query={emails} waiting="spinner">
            <EmailList
              emails={shown}
              currentFolder={currentFolder}
              selected={selected.filter((id) => shown.some((email) => email.id === id))}
              onSelect={setSelected}
              onOpen={open}
            />
          </QueryState>
        )}
      </SidebarLayout>
      <ComposeDialog open={composing} onClose={() => setComposing(false)} />
    </>
  );
}
