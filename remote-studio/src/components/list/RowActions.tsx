import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './list-types';

/** A row's actions: icon buttons with their names, the rest in a "more" menu. Never opens the row. */
export function RowActions<T>({ row, actions }: { row: T; actions: RowAction<T>[] }) {
  const { t } = useTranslation('studio');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const offered = actions.filter((action) => !action.hidden?.(row));
  const inline = offered.filter((action) => !action.inMenu);
  const inMenu = offered.filter((action) => action.inMenu);
  const run = (event: MouseEvent, action: RowAction<T>) => {
    event.stopPropagation();
    setMenuAnchor(null);
    action.onClick(row);
  };

  return (
    <>
      {inline.map((action) => (
        <Tooltip key={action.key} title={action.label}>
          <IconButton size="small" aria-label={action.label} onClick={(event) => run(event, action)}>
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
      {inMenu.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={t('kit.list.moreActions')}
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              setMenuAnchor(event.currentTarget);
            }}
          >
            <MoreVertOutlined fontSize="small" />
          </IconButton>
          <Menu
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
            onClick={(event) => event.stopPropagation()}
          >
            {inMenu.map((action) => (
              <MenuItem key={action.key} onClick={(event) => run(event, action)}>
                <ListItemIcon>{action.icon}</ListItemIcon>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
