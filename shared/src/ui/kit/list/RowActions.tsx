import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { ACTION_HINT_ATTRIBUTE } from './ActionHint';
import type { RowAction } from './list-types';

/** A row action's button; DataTable's rule set styles it as MUI's small IconButton. */
export const ROW_ACTION_CLASS = 'cf-list-row-action';

/**
 * A row's actions: icon buttons named by the table's one hint (useActionHint), the rest in a "more"
 * menu. Never opens the row. Plain buttons: a page has three or four per row, and an IconButton is
 * a dozen components.
 */
export function RowActions<T>({ row, actions }: { row: T; actions: RowAction<T>[] }) {
  const { t } = useTranslation('kit');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The menu mounts on its first opening (a closed Menu is still a dozen components per row) and
  // stays mounted so that it can close with its transition.
  const [menuMounted, setMenuMounted] = useState(false);
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
        <button
          key={action.key}
          type="button"
          className={ROW_ACTION_CLASS}
          aria-label={action.label}
          {...{ [ACTION_HINT_ATTRIBUTE]: action.label }}
          onClick={(event) => run(event, action)}
        >
          {action.icon}
        </button>
      ))}
      {inMenu.length > 0 && (
        <>
          <button
            type="button"
            className={ROW_ACTION_CLASS}
            aria-label={t('list.moreActions')}
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              setMenuMounted(true);
              setMenuAnchor(event.currentTarget);
            }}
          >
            <MoreVertOutlined fontSize="small" />
          </button>
          {menuMounted && (
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
          )}
        </>
      )}
    </>
  );
}
