import { apiClient } from '@cloudfit/shared/http/api-client';
import { reportUnreachable, useConnectivity } from '@cloudfit/shared/offline/connectivity';
import {
  MAX_REPLAY_BATCH,
  type ReplayCheckInsResult,
} from '@cloudfit/shared/schemas/offline-check-in.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dequeue, enqueue, type QueuedCheckIn, readQueue } from './desk-db';
import { isUnreachable } from './door-copy';

const QUEUE_KEY = ['desk-offline', 'queue'] as const;
const DEVICE = 'front desk (offline)';

/** What the last sync did: how many check-ins reached the server, how many went to the review list. */
export interface SyncReport {
  sent: number;
  toReview: number;
}

/** The check-ins waiting to sync, in the order they happened; read from IndexedDB, offline too. */
export function useQueuedCheckIns() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: readQueue,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** Records a check-in made offline on this device, to be sent when the server is back. */
export function useQueueCheckIn() {
  const queryClient = useQueryClient();
  return async (checkIn: Omit<QueuedCheckIn, 'clientId' | 'at'>): Promise<QueuedCheckIn> => {
    const queued = { ...checkIn, clientId: crypto.randomUUID(), at: new Date().toISOString() };
    await enqueue(queued);
    await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    return queued;
  };
}

/**
 * Sends the queue whenever the server can be reached: on coming back online, on opening the desk,
 * and after each check-in queued while the server answers again. Each batch leaves the queue only
 * once the server has answered for it; a retried batch is recorded once (the ids).
 */
export function useQueueSync() {
  const { online } = useConnectivity();
  const queryClient = useQueryClient();
  const queue = useQueuedCheckIns();
  const [report, setReport] = useState<SyncReport | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef(false);

  const sync = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const done: SyncReport = { sent: 0, toReview: 0 };
    try {
      for (;;) {
        const batch = (await readQueue()).slice(0, MAX_REPLAY_BATCH);
        if (batch.length === 0) break;
        const { results } = await apiClient.post<ReplayCheckInsResult>('check-ins/replay', {
          checkIns: batch.map(({ clientId, memberId, centerId, at, allowed, reason }) => ({
            clientId,
            memberId,
            centerId,
            at,
            allowed,
            reason,
            device: DEVICE,
          })),
        });
        await dequeue(results.map((result) => result.clientId));
        done.sent += results.length;
        done.toReview += results.filter((result) => result.outcome === 'let_in_offline').length;
      }
      setFailure(null);
    } catch (error) {
      if (isUnreachable(error)) reportUnreachable();
      else setFailure(error);
    } finally {
      running.current = false;
      if (done.sent > 0) {
        setReport(done);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
          queryClient.invalidateQueries({ queryKey: ['check-ins'] }),
        ]);
      }
    }
  }, [queryClient]);

  const waiting = queue?.length ?? 0;
  useEffect(() => {
    if (online && waiting > 0) void sync();
  }, [online, waiting, sync]);

  return { queue, report, failure, sync };
}
