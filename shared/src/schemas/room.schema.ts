import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { entityId, queryBoolean, queryId, requiredText, TEXT_LIMITS, versionField } from './studio-fields';

export const MAX_ROOM_CAPACITY = 500;

const roomFields = z.strictObject({
  centerId: entityId('Choose a branch.'),
  name: requiredText(TEXT_LIMITS.name, 'Enter a room name.', 'Keep the room name under 120 characters.'),
  capacity: z
    .number({ error: 'Enter a capacity between 1 and 500.' })
    .int('Enter a capacity between 1 and 500.')
    .min(1, 'Enter a capacity between 1 and 500.')
    .max(MAX_ROOM_CAPACITY, 'Enter a capacity between 1 and 500.'),
  active: z.boolean({ error: 'Choose whether the room is in use.' }),
});

export const createRoomSchema = roomFields;
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

/** Updates send the whole record, with the version it was read at. */
export const updateRoomSchema = roomFields.extend({ version: versionField });
export type UpdateRoomInput = z.infer<typeof updateRoomSchema>;

export const ROOM_SORT_KEYS = ['name', 'capacity', 'centerName', 'createdAt'] as const;
export type RoomSortKey = (typeof ROOM_SORT_KEYS)[number];

export const roomListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(ROOM_SORT_KEYS).optional(),
    centerId: queryId.optional(),
    active: queryBoolean.optional(),
  })
  .strict();
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;

export const roomItemSchema = z.object({
  id: z.number().int(),
  centerId: z.number().int(),
  centerName: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomItem = z.infer<typeof roomItemSchema>;

export const roomListResponseSchema = z.object({ items: z.array(roomItemSchema), total: z.number().int() });
