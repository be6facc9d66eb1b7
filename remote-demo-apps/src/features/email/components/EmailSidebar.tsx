import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link } from '@cloudfit/shared/router/app-router';
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type EmailFolder,
  type EmailLabel,
  type EmailsMeta,
} from '@cloudfit/shared/schemas/demo/email.schema';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import ReportGmailerrorredOutlinedIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useSidebar } from '../../../components/SidebarLayout';
import { LABEL_COLORS } from './email-labels';

const FOLDER_ICONS: Record<EmailFolder, ReactNode> = {
  inbox: <InboxOutlinedIcon />,
  sent: <SendOutlinedIcon />,
  draft: <DraftsOutlinedIcon />,
  starred: <StarBorderIcon />,
  spam: <ReportGmailerrorredOutlinedIcon />,
  trash: <DeleteOutlineIcon />,
};

export const folderPath = (folder: EmailFolder) =>
  folder === 'inbox' ? '/apps/email' : `/apps/email/${folder}`;

function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('demo');
  if (count === 0) return null;
  return <Chip size="small" color="primary" label={count} aria-label={t('email.unread', { count })} />;
}

/** Compose, the folders and the labels, each with its unread count. */
export function EmailSidebar(props: {
  current: { folder?: EmailFolder; label?: EmailLabel };
  meta: EmailsMeta | undefined;
  onCompose(): void;
}) {
  const { t } = useTranslation('demo');
  const sidebar = useSidebar();
  const { folder, label } = props.current;
  return (
    <>
      <Box sx={{ p: 2 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            sidebar.close();
            props.onCompose();
          }}
        >
          {t('email.compose')}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader disableSticky>{t('email.foldersHeading')}</ListSubheader>}>
        {EMAIL_FOLDERS.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton
              component={Link}
              to={folderPath(item)}
              selected={!label && (folder ?? 'inbox') === item}
              aria-current={!label && (folder ?? 'inbox') === item ? 'page' : undefined}
              onClick={sidebar.close}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{FOLDER_ICONS[item]}</ListItemIcon>
              <ListItemText primary={t(`email.folders.${item}`)} />
              <UnreadCount count={props.meta?.folders[item] ?? 0} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('email.labelsHeading')}</ListSubheader>}>
        {EMAIL_LABELS.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton
              component={Link}
              to={`/apps/email/label/${item}`}
              selected={label === item}
              aria-current={label === item ? 'page' : undefined}
              onClick={sidebar.close}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: `${LABEL_COLORS[item]}.main`,
                    ms: 0.5,
                  }}
                />
              </ListItemIcon>
              <ListItemText primary={t(`email.labels.${item}`)} />
              <UnreadCount count={props.meta?.labels[item] ?? 0} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
