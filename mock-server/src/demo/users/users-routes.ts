import {
  type DemoUser,
  type DemoUserSortKey,
  demoUserListQuerySchema,
  demoUserListResponseSchema,
  demoUserParamsSchema,
  demoUserResponseSchema,
  saveDemoUserSchema,
} from '@cloudfit/shared/schemas/demo/users.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { generateDemoUsers } from './users-data';

function compareBy(key: DemoUserSortKey): (a: DemoUser, b: DemoUser) => number {
  if (key === 'id') return (a, b) => a.id - b.id;
  return (a, b) => a[key].localeCompare(b[key]) || a.id - b.id;
}

/** The demo user calls of SPEC §7, plus `POST /apps/user/users/:id` so the edit screen saves. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = generateDemoUsers();

  const findUser = (id: number): DemoUser => {
    const user = users.find((candidate) => candidate.id === id);
    if (!user) throw notFound('User');
    return user;
  };

  app.get(
    '/apps/user/users',
    { schema: { querystring: demoUserListQuerySchema, response: { 200: demoUserListResponseSchema } } },
    async (request) => {
      const { q, page, perPage, sortBy = 'id', sortDesc, role, plan, status } = request.query;
      const needle = q?.toLowerCase() ?? '';
      const matches = users.filter(
        (user) =>
          (role === undefined || user.role === role) &&
          (plan === undefined || user.currentPlan === plan) &&
          (status === undefined || user.status === status) &&
          [user.fullName, user.email, user.username].some((text) => text.toLowerCase().includes(needle)),
      );
      const compare = compareBy(sortBy);
      matches.sort(sortDesc ? (a, b) => compare(b, a) : compare);
      return { users: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
    },
  );

  app.post(
    '/apps/user/users',
    { schema: { body: saveDemoUserSchema, response: { 201: demoUserResponseSchema } } },
    async (request, reply) => {
      const user: DemoUser = {
        ...request.body.user,
        id: Math.max(0, ...users.map((existing) => existing.id)) + 1,
        avatar: null,
        taskDone: 0,
        projectDone: 0,
      };
      users.push(user);
      return reply.status(201).send({ user });
    },
  );

  app.get(
    '/apps/user/users/:id',
    { schema: { params: demoUserParamsSchema, response: { 200: demoUserResponseSchema } } },
    async (request) => ({ user: findUser(request.params.id) }),
  );

  app.post(
    '/apps/user/users/:id',
    {
      schema: {
        params: demoUserParamsSchema,
        body: saveDemoUserSchema,
        response: { 200: demoUserResponseSchema },
      },
    },
    async (request) => {
      const user = Object.assign(findUser(request.params.id), request.body.user);
      return { user };
    },
  );
};
