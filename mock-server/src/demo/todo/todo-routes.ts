import {
  saveTaskSchema,
  type Task,
  type TaskListQuery,
  type TodoSort,
  taskListQuerySchema,
  taskListResponseSchema,
  taskResponseSchema,
} from '@cloudfit/shared/schemas/demo/todo.schema';
import { idParams } from '@cloudfit/shared/schemas/studio-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { createTasks } from './todo-data';

function shown(task: Task, { filter, tag }: TaskListQuery): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important' && !task.isImportant) return false;
  if (filter === 'completed' && !task.isCompleted) return false;
  return !tag || task.tags.includes(tag);
}

const byTitle = (a: Task, b: Task) => a.title.localeCompare(b.title, 'en');

/** Ties keep the latest first, like the unsorted list; unassigned tasks go last. */
const ORDER: Record<TodoSort | 'latest', (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': byTitle,
  'title-desc': (a, b) => byTitle(b, a),
  assignee: (a, b) =>
    (a.assignee === null ? 1 : 0) - (b.assignee === null ? 1 : 0) ||
    (a.assignee ?? '').localeCompare(b.assignee ?? '', 'en') ||
    b.id - a.id,
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate) || b.id - a.id,
};

/** The demo to-do list (SPEC §7 todo calls). Deleting only marks a task deleted. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = createTasks(new Date());

  function find(id: number): Task {
    const task = tasks.find((candidate) => candidate.id === id);
    if (!task) throw notFound('Task');
    return task;
  }

  app.get(
    '/apps/todo/tasks',
    { schema: { querystring: taskListQuerySchema, response: { 200: taskListResponseSchema } } },
    async (request) => {
      const q = request.query.q?.trim().toLowerCase() ?? '';
      const found = tasks
        .filter((task) => shown(task, request.query) && task.title.toLowerCase().includes(q))
        .sort(ORDER[request.query.sortBy ?? 'latest']);
      return { tasks: found, total: found.length };
    },
  );

  app.post(
    '/apps/todo/tasks',
    { schema: { body: saveTaskSchema, response: { 201: taskResponseSchema } } },
    async (request, reply) => {
      const task: Task = {
        ...request.body.task,
        id: Math.max(0, ...tasks.map((existing) => existing.id)) + 1,
        isDeleted: false,
      };
      tasks.push(task);
      return reply.status(201).send({ task });
    },
  );

  app.post(
    '/apps/todo/tasks/:id',
    { schema: { params: idParams, body: saveTaskSchema, response: { 200: taskResponseSchema } } },
    async (request) => ({ task: Object.assign(find(request.params.id), request.body.task) }),
  );

  app.delete(
    '/apps/todo/tasks/:id',
    { schema: { params: idParams, response: { 200: taskResponseSchema } } },
    async (request) => ({ task: Object.assign(find(request.params.id), { isDeleted: true }) }),
  );
};
