import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  EMAIL_LABELS,
  EMAIL_MOVE_FOLDERS,
  type Email,
  type EmailLabel,
} from '@cloudfit/shared/schemas/demo/email.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useToggleEmailsLabel, useUpdateEmails } from '../api/use-emails';

type MoveFolder = (typeof EMAIL_MOVE_FOLDERS)[number];

function MenuButton(props: {
  label: string;
  icon: ReactNode;
  items: { key: string; text: string; onClick(): void }[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={props.label}>
        <IconButton
          aria-label={props.label}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {props.icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {props.items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * What can be done to the chosen emails, in the list's bulk bar and on an open email: mark read
 * (when one of them is unread) or unread (when one is read; a mixed choice offers both), move,
 * label and delete (delete moves to the trash).
 */
export function EmailActions(props: { emails: Email[]; currentFolder: string; onMoved?(): void }) {
  const { t } = useTranslation('demo');
  const updateEmails = useUpdateEmails();
  const toggleLabel = useToggleEmailsLabel();
  const emailIds = props.emails.map((email) => email.id);
  const someUnread = props.emails.some((email) => !email.isRead);
  const someRead = props.emails.some((email) => email.isRead);
  const move = (folder: MoveFolder) =>
    updateEmails.mutate(
      { emailIds, dataToUpdate: { folder } },
      {
        onSuccess: () => {
          appStore
            .getState()
            .toast(
              folder === 'trash'
                ? t('email.deleted')
                : t('email.moved', { folder: t(`email.folders.${folder}`) }),
            );
          props.onMoved?.();
        },
      },
    );
  const markRead = (isRead: boolean) => updateEmails.mutate({ emailIds, dataToUpdate: { isRead } });
  return (
    <>
      {someUnread && (
        <Tooltip title={t('email.markRead')}>
          <IconButton aria-label={t('email.markRead')} onClick={() => markRead(true)}>
            <MarkEmailReadOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      {someRead && (
        <Tooltip title={t('email.markUnread')}>
          <IconButton aria-label={t('email.markUnread')} onClick={() => markRead(false)}>
            <MarkEmailUnreadOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      <MenuButton
        label={t('email.moveTo')}
        icon={<DriveFileMoveOutlinedIcon />}
        items={EMAIL_MOVE_FOLDERS.filter((folder) => folder !== props.currentFolder).map((folder) => ({
          key: folder,
          text: t(`email.folders.${folder}`),
          onClick: () => move(folder),
        }))}
      />
      <MenuButton
        label={t('email.label')}
        icon={<LabelOutlinedIcon />}
        items={EMAIL_LABELS.map((label: EmailLabel) => ({
          key: label,
          text: t(`email.labels.${label}`),
          onClick: () => toggleLabel.mutate({ emailIds, label }),
        }))}
      />
      {props.currentFolder !== 'trash' && (
        <Tooltip title={t('email.delete')}>
          <IconButton aria-label={t('email.delete')} onClick={() => move('trash')}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
