import type { CreateRoomInput, RoomItem, UpdateRoomInput } from '@cloudfit/shared/schemas/room.schema';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/database-errors';
import { rooms } from '../../db/schema/studio';
import { withTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/versioned-update';
import { validationFailed } from '../../http/api-error';
import { assertCentersExist, assertCentersOpen } from '../centers/center-queries';
import { findRoom } from './room-queries';

function rethrowDuplicateName(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'rooms_center_name_key') {
    throw validationFailed({ name: 'This branch already has a room with this name.' });
  }
  throw error;
}

/** A new room in an open branch; its name is unique within the branch. */
export function createRoom(db: Database, input: CreateRoomInput, actorStaffId: number): Promise<RoomItem> {
  return withTransaction(db, async (tx) => {
    await assertCentersExist(tx, [input.centerId], 'centerId');
    await assertCentersOpen(tx, [input.centerId]);
    const [created] = await tx.insert(rooms).values(input).returning();
    await recordAudit(tx, {
      actorStaffId,
      action: 'create',
      entity: 'rooms',
      entityId: created!.id,
      after: created,
    });
    return (await findRoom(tx, created!.id))!;
  }).catch(rethrowDuplicateName);
}

/** Renames, resizes, moves or deactivates a room read at `version`. */
export async function updateRoom(
  db: Database,
  id: number,
  { version, ...changes }: UpdateRoomInput,
  actorStaffId: number,
): Promise<RoomItem> {
  await updateVersioned(db, {
    table: rooms,
    resource: 'Room',
    id,
    version,
    changes,
    actorStaffId,
    toCurrent: (tx, row) => findRoom(tx, row.id),
    beforeUpdate: async (tx, current) => {
      await assertCentersExist(tx, [changes.centerId], 'centerId');
      await assertCentersOpen(tx, [changes.centerId], [current.centerId]);
    },
  }).catch(rethrowDuplicateName);
  return (await findRoom(db, id))!;
}
