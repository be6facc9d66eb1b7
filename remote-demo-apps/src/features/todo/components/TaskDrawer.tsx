import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  type Task,
  type TaskInput,
  TODO_ASSIGNEES,
  TODO_TAGS,
  taskInputSchema,
} from '@cloudfit/shared/schemas/demo/todo.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { taskInput, useWriteTask } from '../api/use-tasks';

const today = () => new Date().toISOString().slice(0, 10);

const blankTask = (): TaskInput => ({
  title: '',
  dueDate: today(),
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isImportant: false,
});

/** The task drawer: adds a task, or edits or deletes one (deleting only marks it deleted). */
export function TaskDrawer(props: { task: Task | 'new' | null; onClose(): void }) {
  return (
    <Drawer anchor="right" open={props.task !== null} onClose={props.onClose}>
      {props.task !== null && (
        <TaskForm
          key={props.task === 'new' ? 'new' : props.task.id}
          task={props.task}
          onClose={props.onClose}
        />
      )}
    </Drawer>
  );
}

function TaskForm(props: { task: Task | 'new'; onClose(): void }) {
  const { t } = useTranslation('demo');
  const writeTask = useWriteTask();
  const existing = props.task === 'new' ? null : props.task;
  const kit = useKitForm(taskInputSchema, {
    defaultValues: existing ? taskInput(existing) : blankTask(),
    onSubmit: async (task) => {
      try {
        await writeTask.mutateAsync(
          existing ? { kind: 'update', id: existing.id, task } : { kind: 'create', task },
        );
      } catch {
        return; // the mutation already showed why; the drawer keeps what was written
      }
      appStore.getState().toast(existing ? t('todo.saved') : t('todo.added'));
      props.onClose();
    },
  });
  const { control } = kit.form;
  const remove = (task: Task) =>
    writeTask.mutate(
      { kind: 'delete', id: task.id },
      {
        onSuccess: () => {
          appStore.getState().toast(t('todo.deleted'));
          props.onClose();
        },
      },
    );

  return (
    <Box
      component="form"
      onSubmit={kit.onSubmit}
      noValidate
      aria-labelledby="task-drawer-title"
      sx={{ width: { xs: '100vw', sm: 400 }, display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="task-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {existing ? t('todo.editTask') : t('todo.newTask')}
        </Typography>
        <IconButton aria-label={t('todo.close')} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <KitFormProvider form={kit}>
        <Stack spacing={2.5} sx={{ p: 2, flex: 1, overflow: 'auto' }}>
          <FormText<TaskInput> name="title" label={t('todo.fields.title')} required autoFocus />
          <Controller
            name="assignee"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('todo.fields.assignee')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              >
                <MenuItem value="">{t('todo.unassigned')}</MenuItem>
                {TODO_ASSIGNEES.map((assignee) => (
                  <MenuItem key={assignee} value={assignee}>
                    {assignee}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormText<TaskInput>
            name="dueDate"
            type="date"
            label={t('todo.fields.dueDate')}
            required
            shrinkLabel
          />
          <Controller
            name="tags"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                options={[...TODO_TAGS]}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                getOptionLabel={(tag) => t(`todo.tags.${tag}`)}
                renderValue={(values, getItemProps) =>
                  values.map((tag, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={t(`todo.tags.${tag}`)} {...itemProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    label={t('todo.fields.tags')}
                  />
                )}
              />
            )}
          />
          <FormText<TaskInput>
            name="description"
            label={t('todo.fields.description')}
            multiline
            minRows={4}
          />
          <Box>
            <Controller
              name="isCompleted"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('todo.fields.completed')}
                />
              )}
            />
            <Controller
              name="isImportant"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('todo.fields.important')}
                />
              )}
            />
          </Box>
        </Stack>
      </KitFormProvider>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button type="submit" variant="contained" loading={kit.form.formState.isSubmitting}>
          {existing ? t('todo.save') : t('todo.add')}
        </Button>
        {existing && !existing.isDeleted ? (
          <Button color="error" variant="outlined" onClick={() => remove(existing)}>
            {t('todo.delete')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={props.onClose}>
            {t('todo.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
