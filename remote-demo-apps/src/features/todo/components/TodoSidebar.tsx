import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link } from '@cloudfit/shared/router/app-router';
import {
  TODO_FILTERS,
  TODO_TAGS,
  type TodoFilter,
  type TodoTag,
} from '@cloudfit/shared/schemas/demo/todo.schema';
import CheckIcon from '@mui/icons-material/Check';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useSidebar } from '../../../components/SidebarLayout';
import { TAG_COLORS } from './todo-tags';

const FILTER_ICONS: Record<TodoFilter | 'all', ReactNode> = {
  all: <ChecklistIcon />,
  important: <StarBorderIcon />,
  completed: <CheckIcon />,
  deleted: <DeleteOutlineIcon />,
};

/** Add task, the filters (all, important, completed, deleted) and the tags. */
export function TodoSidebar(props: { current: { filter?: TodoFilter; tag?: TodoTag }; onAdd(): void }) {
  const { t } = useTranslation('demo');
  const sidebar = useSidebar();
  const { filter, tag } = props.current;
  const filters = ['all', ...TODO_FILTERS] as const;
  return (
    <>
      <Box sx={{ p: 2 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            sidebar.close();
            props.onAdd();
          }}
        >
          {t('todo.addTask')}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader disableSticky>{t('todo.filtersHeading')}</ListSubheader>}>
        {filters.map((item) => {
          const current = !tag && (filter ?? 'all') === item;
          return (
            <ListItem key={item} disablePadding>
              <ListItemButton
                component={Link}
                to={item === 'all' ? '/apps/todo' : `/apps/todo/${item}`}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={sidebar.close}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{FILTER_ICONS[item]}</ListItemIcon>
                <ListItemText primary={t(`todo.filters.${item}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('todo.tagsHeading')}</ListSubheader>}>
        {TODO_TAGS.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton
              component={Link}
              to={`/apps/todo/tag/${item}`}
              selected={tag === item}
              aria-current={tag === item ? 'page' : undefined}
              onClick={sidebar.close}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: `${TAG_COLORS[item]}.main`,
                    ms: 0.5,
                  }}
                />
              </ListItemIcon>
              <ListItemText primary={t(`todo.tags.${item}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
