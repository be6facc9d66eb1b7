import type { Center } from '@cloudfit/shared/schemas/center.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { memo } from 'react';
import { useDoorCopy } from './door-copy';
import { OfflineCheckIn } from './OfflineCheckIn';
import { OfflineReviewList } from './OfflineReviewList';
import { useQueueSync } from './offline-queue';
import { SyncStatus } from './SyncStatus';

/**
 * What the desk does for a server that may be gone: keeps its copy of the door list fresh while
 * online, checks members in from it offline, sends what it queued once the server is back, and
 * shows managers what was let in offline but refused on a second look.
 */
export const OfflineDoor = memo(function OfflineDoor({
  center,
  online,
}: {
  center: Center;
  online: boolean;
}) {
  const door = useDoorCopy(center.id);
  const sync = useQueueSync();
  const mayReview = useAppStore((s) => s.ability).can('override', 'CheckIn');
  return (
    <>
      {!online && <OfflineCheckIn center={center} list={door.list} loading={door.loading} />}
      <SyncStatus sync={sync} online={online} />
      {online && mayReview && <OfflineReviewList />}
    </>
  );
});
