import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Email } from '@cloudfit/shared/schemas/demo/email.schema';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { useUpdateEmails } from '../api/use-emails';
import { EmailActions } from './EmailActions';
import { correspondent, formatEmailTime } from './email-format';
import { LABEL_COLORS } from './email-labels';

export function StarButton({ email }: { email: Email }) {
  const { t } = useTranslation('demo');
  const updateEmails = useUpdateEmails();
  const label = email.isStarred ? t('email.unstar') : t('email.star');
  return (
    <IconButton
      aria-label={label}
      aria-pressed={email.isStarred}
      onClick={() =>
        updateEmails.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } })
      }
      sx={{ color: email.isStarred ? 'warning.main' : 'text.secondary' }}
    >
      {email.isStarred ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  );
}

/** The emails of one folder or label: select one or all for the bulk actions, star, open. */
export function EmailList(props: {
  emails: Email[];
  currentFolder: string;
  selected: number[];
  onSelect(ids: number[]): void;
  onOpen(email: Email): void;
}) {
  const { t, i18n } = useTranslation('demo');
  const { emails, selected } = props;
  const allSelected = emails.length > 0 && selected.length === emails.length;
  const toggle = (id: number) =>
    props.onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          minHeight: 52,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={emails.length === 0}
          onChange={() => props.onSelect(allSelected ? [] : emails.map((email) => email.id))}
          slotProps={{ input: { 'aria-label': t('email.selectAll') } }}
        />
        <Typography variant="body2" sx={{ me: 'auto' }}>
          {t('email.selectAll')}
        </Typography>
        {selected.length > 0 && (
          <EmailActions
            emails={emails.filter((email) => selected.includes(email.id))}
            currentFolder={props.currentFolder}
            onMoved={() => props.onSelect([])}
          />
        )}
      </Box>
      {emails.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('email.empty')}
        </Typography>
      ) : (
        <List disablePadding sx={{ flex: 1, overflow: 'auto' }} aria-label={t('email.title')}>
          {emails.map((email) => (
            <ListItem
              key={email.id}
              disablePadding
              divider
              sx={{ bgcolor: email.isRead ? 'action.hover' : 'background.paper' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', ps: 1 }}>
                <Checkbox
                  checked={selected.includes(email.id)}
                  onChange={() => toggle(email.id)}
                  slotProps={{ input: { 'aria-label': t('email.select', { subject: email.subject }) } }}
                />
                <StarButton email={email} />
              </Box>
              <ListItemButton onClick={() => props.onOpen(email)} sx={{ gap: 1.5, py: 1.25, minWidth: 0 }}>
                <InitialsAvatar
                  fullName={correspondent(email)}
                  size={34}
                  sx={{ display: { xs: 'none', sm: 'flex' } }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography noWrap variant="body2" sx={{ fontWeight: email.isRead ? 400 : 700 }}>
                    {correspondent(email)}
                  </Typography>
                  <Typography
                    noWrap
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontWeight: email.isRead ? 400 : 600 }}
                  >
                    {email.subject}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
                  {email.labels.map((label) => (
                    <Box
                      key={label}
                      sx={{
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: `${LABEL_COLORS[label]}.main`,
                      }}
                    />
                  ))}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatEmailTime(email.time, i18n.language)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
