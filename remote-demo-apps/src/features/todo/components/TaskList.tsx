import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { Task } from '@cloudfit/shared/schemas/demo/todo.schema';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { taskInput, useWriteTask } from '../api/use-tasks';
import { TAG_COLORS } from './todo-tags';

export function formatDueDate(day: string, language: string): string {
  // Noon keeps the calendar day whatever the reader's time zone.
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(
    new Date(`${day}T12:00:00`),
  );
}

/** The tasks: complete with the checkbox, mark important with the star, open one to edit it. */
export function TaskList(props: { tasks: Task[]; onOpen(task: Task): void }) {
  const { t, i18n } = useTranslation('demo');
  const writeTask = useWriteTask();
  const save = (task: Task, change: Partial<Pick<Task, 'isCompleted' | 'isImportant'>>) =>
    writeTask.mutate({ kind: 'update', id: task.id, task: { ...taskInput(task), ...change } });
  if (props.tasks.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {t('todo.empty')}
      </Typography>
    );
  }
  return (
    <List disablePadding sx={{ flex: 1, overflow: 'auto' }} aria-label={t('todo.title')}>
      {props.tasks.map((task) => (
        <ListItem key={task.id} disablePadding divider>
          <Checkbox
            checked={task.isCompleted}
            disabled={task.isDeleted}
            onChange={() => save(task, { isCompleted: !task.isCompleted })}
            slotProps={{ input: { 'aria-label': t('todo.complete', { title: task.title }) } }}
            sx={{ ms: 1 }}
          />
          <ListItemButton
            onClick={() => props.onOpen(task)}
            sx={{ gap: 1.5, py: 1.25, minWidth: 0, flexWrap: 'wrap' }}
          >
            <Typography
              sx={{
                flex: 1,
                minWidth: 160,
                textDecoration: task.isCompleted ? 'line-through' : 'none',
                color: task.isCompleted ? 'text.secondary' : 'text.primary',
              }}
            >
              {task.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              {task.tags.map((tag) => (
                <Chip
                  key={tag}
                  size="small"
                  variant="outlined"
                  label={t(`todo.tags.${tag}`)}
                  // The colour marks the border only: coloured text would be too faint to read.
                  sx={{ borderColor: `${TAG_COLORS[tag]}.main` }}
                />
              ))}
              <Typography variant="body2" color="text.secondary" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
                {formatDueDate(task.dueDate, i18n.language)}
              </Typography>
              {task.assignee && (
                <Tooltip title={task.assignee}>
                  <span>
                    <InitialsAvatar fullName={task.assignee} size={28} />
                  </span>
                </Tooltip>
              )}
            </Box>
          </ListItemButton>
          <IconButton
            aria-label={t('todo.important')}
            aria-pressed={task.isImportant}
            disabled={task.isDeleted}
            onClick={() => save(task, { isImportant: !task.isImportant })}
            sx={{ me: 1, color: task.isImportant ? 'warning.main' : 'text.secondary' }}
          >
            {task.isImportant ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        </ListItem>
      ))}
    </List>
  );
}
