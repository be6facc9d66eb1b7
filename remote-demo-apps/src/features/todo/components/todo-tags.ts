import type { TodoTag } from '@cloudfit/shared/schemas/demo/todo.schema';

/** The theme palette colour of each tag, as the template colours them. */
export const TAG_COLORS: Record<TodoTag, 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'error',
  update: 'info',
};
