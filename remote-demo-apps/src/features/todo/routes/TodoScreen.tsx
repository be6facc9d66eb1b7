import '../../../i18n/demo-common.i18n';
import '../todo.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import {
  type Task,
  type TaskListQuery,
  TODO_SORTS,
  type TodoFilter,
  type TodoSort,
  type TodoTag,
} from '@cloudfit/shared/schemas/demo/todo.schema';
import { QueryState } from '@cloudfit/shared/ui/kit/page';
import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useDeferredValue, useState } from 'react';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useTasks } from '../api/use-tasks';
import { TaskDrawer } from '../components/TaskDrawer';
import { TaskList } from '../components/TaskList';
import { TodoSidebar } from '../components/TodoSidebar';

function SortMenu(props: { value: TodoSort | undefined; onChange(sort: TodoSort | undefined): void }) {
  const { t } = useTranslation('demo');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (sort: TodoSort | undefined) => {
    setAnchor(null);
    props.onChange(sort);
  };
  return (
    <>
      <Tooltip title={t('todo.sort')}>
        <IconButton
          aria-label={t('todo.sort')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SortIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem selected={!props.value} onClick={() => choose(undefined)}>
          {t('todo.sorts.latest')}
        </MenuItem>
        {TODO_SORTS.map((sort) => (
          <MenuItem key={sort} selected={props.value === sort} onClick={() => choose(sort)}>
            {t(`todo.sorts.${sort}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** `/apps/todo`, `/apps/todo/:filter` and `/apps/todo/tag/:tag` (the shell sends unknown ones to /error-404). */
export default function TodoScreen() {
  const { t } = useTranslation('demo');
  const params = useParams();
  const current = { filter: params.filter as TodoFilter | undefined, tag: params.tag as TodoTag | undefined };
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [sortBy, setSortBy] = useState<TodoSort>();
  const [drawerTask, setDrawerTask] = useState<Task | 'new' | null>(null);
  const query: TaskListQuery = {
    ...(current.filter ? { filter: current.filter } : {}),
    ...(current.tag ? { tag: current.tag } : {}),
    ...(q ? { q } : {}),
    ...(sortBy ? { sortBy } : {}),
  };
  const tasks = useTasks(query);
  return (
    <>
      <SidebarLayout
        sidebarLabel={t('todo.lists')}
        sidebar={<TodoSidebar current={current} onAdd={() => setDrawerTask('new')} />}
        toolbar={
          <>
            <TextField
              size="small"
              fullWidth
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('todo.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('todo.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <SortMenu value={sortBy} onChange={setSortBy} />
          </>
        }
      >
        <QueryState query={tasks} waiting="spinner">
          <TaskList tasks={tasks.data?.tasks ?? []} onOpen={setDrawerTask} />
        </QueryState>
      </SidebarLayout>
      <TaskDrawer task={drawerTask} onClose={() => setDrawerTask(null)} />
    </>
  );
}
