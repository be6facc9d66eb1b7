import { z } from 'zod';

export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TodoTag = (typeof TODO_TAGS)[number];

/** Latest (newest first) when no sort is given. */
export const TODO_SORTS = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];

/** The template's fixed team a task can be given to. */
export const TODO_ASSIGNEES = [
  'Jacob Ramirez',
  'Andrew Anderson',
  'Benjamin Jacobs',
  'Phyllis Keller',
  'Chandler Bing',
  'Ross Geller',
] as const;
export type TodoAssignee = (typeof TODO_ASSIGNEES)[number];

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A calendar day, `YYYY-MM-DD`. */
  dueDate: z.string(),
  description: z.string(),
  assignee: z.enum(TODO_ASSIGNEES).nullable(),
  tags: z.array(z.enum(TODO_TAGS)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

/** Deleted tasks show only under `filter=deleted`. */
export const taskListQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  filter: z.enum(TODO_FILTERS).optional(),
  tag: z.enum(TODO_TAGS).optional(),
  sortBy: z.enum(TODO_SORTS).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskListResponseSchema = z.object({ tasks: z.array(taskSchema), total: z.number().int() });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

/** The task drawer's fields. Deleting is its own call, so `isDeleted` is not one of them. */
export const taskInputSchema = z.strictObject({
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, 'Enter a title.')
    .max(120, 'Keep the title under 120 characters.'),
  dueDate: z.iso.date({ error: 'Enter a valid due date.' }),
  description: z.string().trim().max(2000, 'Keep the description under 2000 characters.'),
  assignee: z.enum(TODO_ASSIGNEES).nullable(),
  tags: z.array(z.enum(TODO_TAGS)).max(TODO_TAGS.length),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const saveTaskSchema = z.strictObject({ task: taskInputSchema });
export const taskResponseSchema = z.object({ task: taskSchema });
