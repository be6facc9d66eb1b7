import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

const call = (method: string, pathname: string, body?: unknown, token: string | undefined = developer) =>
  server.api(method, `/apps/todo${pathname}`, { token, body });

const newTask = {
  title: 'Book the spring workshop room',
  dueDate: '2026-12-01',
  description: 'Two days, forty people.',
  assignee: 'Ross Geller',
  tags: ['team', 'high'],
  isCompleted: false,
  isImportant: true,
};

describe('GET /apps/todo/tasks', () => {
  it('lists the tasks not deleted, latest first, with their total', async () => {
    const { status, body } = await call('GET', '/tasks');
    expect(status).toBe(200);
    expect(body.total).toBe(body.tasks.length);
    expect(body.tasks.length).toBeGreaterThan(10);
    expect(body.tasks.some((task: Json) => task.isDeleted)).toBe(false);
    const ids = body.tasks.map((task: Json) => task.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.tasks[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: expect.any(String),
      assignee: body.tasks[0].assignee === null ? null : expect.any(String),
      tags: expect.any(Array),
      isCompleted: expect.any(Boolean),
      isDeleted: false,
      isImportant: expect.any(Boolean),
    });
  });

  it('filters important, completed, deleted and by tag, and searches titles', async () => {
    const important = (await call('GET', '/tasks?filter=important')).body.tasks;
    expect(important.length).toBeGreaterThan(0);
    expect(important.every((task: Json) => task.isImportant && !task.isDeleted)).toBe(true);
    const completed = (await call('GET', '/tasks?filter=completed')).body.tasks;
    expect(completed.every((task: Json) => task.isCompleted && !task.isDeleted)).toBe(true);
    const deleted = (await call('GET', '/tasks?filter=deleted')).body.tasks;
    expect(deleted.every((task: Json) => task.isDeleted)).toBe(true);
    const high = (await call('GET', '/tasks?tag=high')).body.tasks;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((task: Json) => task.tags.includes('high') && !task.isDeleted)).toBe(true);
    const sample = high[0];
    const found = (
      await call('GET', `/tasks?q=${encodeURIComponent(sample.title.slice(2, 12).toUpperCase())}`)
    ).body;
    expect(found.tasks.map((task: Json) => task.id)).toContain(sample.id);
  });

  it('sorts by title both ways, assignee and due date', async () => {
    const titles = (await call('GET', '/tasks?sortBy=title-asc')).body.tasks.map((task: Json) => task.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const descending = (await call('GET', '/tasks?sortBy=title-desc')).body.tasks.map(
      (task: Json) => task.title,
    );
    expect(descending).toEqual([...titles].reverse());
    const assignees = (await call('GET', '/tasks?sortBy=assignee')).body.tasks
      .map((task: Json) => task.assignee)
      .filter(Boolean);
    expect(assignees).toEqual([...assignees].sort((a, b) => a.localeCompare(b, 'en')));
    const due = (await call('GET', '/tasks?sortBy=due-date')).body.tasks.map((task: Json) => task.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('answers 400 to an unknown filter, tag or sort, 401 without token and 403 to the client role', async () => {
    expect((await call('GET', '/tasks?filter=archived')).status).toBe(400);
    expect((await call('GET', '/tasks?tag=urgent')).status).toBe(400);
    expect((await call('GET', '/tasks?sortBy=priority')).status).toBe(400);
    expect((await call('GET', '/tasks', undefined, '')).status).toBe(401);
    expect((await call('GET', '/tasks', undefined, client)).status).toBe(403);
  });
});

describe('POST /apps/todo/tasks', () => {
  it('adds a task with the next id, first in the latest list', async () => {
    const before = (await call('GET', '/tasks?filter=deleted')).body.tasks;
    const all = [...(await call('GET', '/tasks')).body.tasks, ...before];
    const created = await call('POST', '/tasks', { task: newTask });
    expect(created.status).toBe(201);
    expect(created.body.task).toEqual({
      ...newTask,
      id: Math.max(...all.map((task: Json) => task.id)) + 1,
      isDeleted: false,
    });
    expect((await call('GET', '/tasks')).body.tasks[0].id).toBe(created.body.task.id);
  });

  it('refuses a task without title, with a bad date, assignee or tag', async () => {
    const blank = await call('POST', '/tasks', { task: { ...newTask, title: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Enter a title.');
    expect((await call('POST', '/tasks', { task: { ...newTask, dueDate: '2026-13-40' } })).status).toBe(400);
    expect((await call('POST', '/tasks', { task: { ...newTask, assignee: 'Nobody' } })).status).toBe(400);
    expect((await call('POST', '/tasks', { task: { ...newTask, tags: ['urgent'] } })).status).toBe(400);
    expect((await call('POST', '/tasks', newTask)).status).toBe(400);
  });
});

describe('POST /apps/todo/tasks/:id', () => {
  it('updates every field of the task', async () => {
    const { task } = (await call('POST', '/tasks', { task: newTask })).body;
    const changes = { ...newTask, title: 'Workshop room booked', isCompleted: true, tags: ['update'] };
    const updated = await call('POST', `/tasks/${task.id}`, { task: changes });
    expect(updated.status).toBe(200);
    expect(updated.body.task).toEqual({ ...changes, id: task.id, isDeleted: false });
    const completed = (await call('GET', '/tasks?filter=completed')).body.tasks.map((item: Json) => item.id);
    expect(completed).toContain(task.id);
  });

  it('answers 404 to an unknown task and 400 to a bad id', async () => {
    const unknown = await call('POST', '/tasks/99999', { task: newTask });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Task not found');
    expect((await call('POST', '/tasks/abc', { task: newTask })).status).toBe(400);
  });
});

describe('DELETE /apps/todo/tasks/:id', () => {
  it('only marks the task deleted: it leaves the lists and shows under deleted', async () => {
    const { task } = (await call('POST', '/tasks', { task: newTask })).body;
    const deleted = await call('DELETE', `/tasks/${task.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.task).toMatchObject({ id: task.id, isDeleted: true, title: newTask.title });
    expect((await call('GET', '/tasks')).body.tasks.map((item: Json) => item.id)).not.toContain(task.id);
    expect(
      (await call('GET', '/tasks?filter=important')).body.tasks.map((item: Json) => item.id),
    ).not.toContain(task.id);
    expect((await call('GET', '/tasks?filter=deleted')).body.tasks.map((item: Json) => item.id)).toContain(
      task.id,
    );
  });

  it('answers 404 to an unknown task', async () => {
    expect((await call('DELETE', '/tasks/99999')).status).toBe(404);
  });
});
