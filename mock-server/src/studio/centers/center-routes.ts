import { centerSchema } from '@cloudfit/shared/schemas/center.schema';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../auth/guards';
import { centers } from '../../db/schema';

/** A chain has a handful of centers, so the list is never paged. */
export const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/centers',
    {
      preHandler: requireAbility('read', 'Center'),
      schema: { response: { 200: z.object({ items: z.array(centerSchema), total: z.number().int() }) } },
    },
    async () => {
      const items = await app.db
        .select({
          id: centers.id,
          name: centers.name,
          code: centers.code,
          address: centers.address,
          phone: centers.phone,
          timezone: centers.timezone,
          active: centers.active,
          version: centers.version,
        })
        .from(centers)
        .orderBy(asc(centers.name), asc(centers.id));
      return { items, total: items.length };
    },
  );
};
