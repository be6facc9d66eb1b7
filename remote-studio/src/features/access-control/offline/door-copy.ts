import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useLiveEvents } from '@cloudfit/shared/live/use-live';
import { reportUnreachable, useConnectivity } from '@cloudfit/shared/offline/connectivity';
import type { DoorListResponse } from '@cloudfit/shared/schemas/offline-check-in.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { readDoorList, saveDoorList } from './desk-db';

/** A full refresh while nothing announces changes (the event stream down, a missed event). */
const REFRESH_MS = 5 * 60_000;
/** Changes arriving together (a sale: invoice, membership, payment) refresh the copy once. */
const LIVE_BATCH_MS = 1_000;
/** More members changed at once than this: the whole list is read again instead. */
const MAX_MEMBERS_READ = 20;
/** Changes to these can change who may come in. */
const DOOR_RESOURCES = new Set([
  'members',
  'memberships',
  'invoices',
  'payments',
  'refunds',
  'bookings',
  'signature-requests',
  'closures',
  'settings',
]);

export const doorCopyKey = (centerId: number | undefined) => ['desk-offline', 'door', centerId] as const;

/** A request that found no server, as opposed to one the server answered with an error. */
export function isUnreachable(error: unknown): boolean {
  return !ApiError.is(error) && !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The desk's copy of its branch's door list, kept in IndexedDB: read from there at once (offline
 * too), refreshed from the server while online, when the desk comes back to the tab, when another
 * desk or process changes a member, and every few minutes.
 */
export function useDoorCopy(centerId: number | undefined) {
  const { online } = useConnectivity();
  const queryClient = useQueryClient();
  const copy = useQuery({
    queryKey: doorCopyKey(centerId),
    queryFn: async () => (await readDoorList(centerId!)) ?? null,
    enabled: centerId !== undefined,
    // IndexedDB answers offline: TanStack Query would hold the read until the browser is online.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

  // One read at a time, in order: a whole list read before a change must not land after the
  // change's own read and put the old entry back.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inTurn = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task, task);
    return queue.current;
  }, []);

  const refresh = useCallback(
    () =>
      inTurn(async () => {
        if (centerId === undefined) return;
        try {
          const list = await apiClient.get<DoorListResponse>('check-ins/door-list', {
            searchParams: { centerId },
          });
          await saveDoorList(list);
          queryClient.setQueryData(doorCopyKey(centerId), list);
        } catch (error) {
          if (isUnreachable(error)) reportUnreachable();
        }
      }),
    [centerId, queryClient, inTurn],
  );

  useEffect(() => {
    if (!online || centerId === undefined) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [online, centerId, refresh]);

  /** One member changed: their entry again, into the copy (gone when archived). */
  const refreshMembers = useCallback(
    (memberIds: readonly number[]) =>
      inTurn(async () => {
        if (centerId === undefined) return;
        try {
          const entries = await Promise.all(
            memberIds.map((memberId) =>
              apiClient.get<DoorListResponse>('check-ins/door-list', {
                searchParams: { centerId, memberId },
              }),
            ),
          );
          const kept = await readDoorList(centerId);
          if (!kept) return;
          const changed = new Map(
            entries.flatMap((answer) => answer.items).map((item) => [item.memberId, item]),
          );
          const known = new Set(kept.items.map((item) => item.memberId));
          const items = [
            ...kept.items.flatMap((item) =>
              memberIds.includes(item.memberId)
                ? changed.has(item.memberId)
                  ? [changed.get(item.memberId)!]
                  : []
                : [item],
            ),
            ...[...changed.values()].filter((item) => !known.has(item.memberId)),
          ];
          const list = { ...kept, items };
          await saveDoorList(list);
          queryClient.setQueryData(doorCopyKey(centerId), list);
        } catch (error) {
          if (isUnreachable(error)) reportUnreachable();
        }
      }),
    [centerId, queryClient, inTurn],
  );

  // Changes arriving together are read once: the members they name, or everything for a change
  // that names none (a closure, the studio's rules) or too many.
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; members: Set<number>; all: boolean }>({
    members: new Set(),
    all: false,
  });
  useEffect(() => () => clearTimeout(pending.current.timer), []);
  const schedule = (memberId: number | null) => {
    const batch = pending.current;
    if (memberId === null) batch.all = true;
    else batch.members.add(memberId);
    batch.timer ??= setTimeout(() => {
      const { all, members } = batch;
      pending.current = { members: new Set(), all: false };
      if (all || members.size > MAX_MEMBERS_READ) void refresh();
      else void refreshMembers([...members]);
    }, LIVE_BATCH_MS);
  };
  useLiveEvents(
    (event) => {
      if (DOOR_RESOURCES.has(event.resource)) schedule(event.memberId);
    },
    () => void refresh(),
  );

  return { list: copy.data ?? null, loading: copy.isPending && centerId !== undefined };
}
