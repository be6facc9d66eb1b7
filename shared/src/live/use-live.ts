import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { affectedResources, LIVE_AFFECTED_RESOURCES, type LiveEvent } from './live-event';
import { type LiveState, subscribeLive } from './live-stream';

/** Calls `onEvent` for each change while the component is mounted (the latest callback is used). */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onResync?: () => void): void {
  const latest = useRef({ onEvent, onResync });
  latest.current = { onEvent, onResync };
  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => latest.current.onEvent(event),
        onResync: () => latest.current.onResync?.(),
      }),
    [],
  );
}

/** Every resource a change can affect. */
const LIVE_RESOURCES = [...new Set(Object.values(LIVE_AFFECTED_RESOURCES).flat())];

/** Changes arriving together refresh each screen's data once. */
const BATCH_MS = 100;

/**
 * Keeps the screen's TanStack Query data current: each change marks the queries of the resources
 * it affects (`['members', ...]`, `['classes', ...]`: the first element of every query key) stale,
 * and the ones on screen read again. `resources` limits it to what the screen shows.
 */
export function useLiveQueries(resources?: readonly string[]): void {
  const queryClient = useQueryClient();
  const wanted = useRef(resources);
  wanted.current = resources;
  const pending = useRef<{ resources: Set<string>; timer: ReturnType<typeof setTimeout> | undefined }>({
    resources: new Set(),
    timer: undefined,
  });
  useEffect(() => {
    const batch = pending.current;
    const refresh = (resources: Iterable<string>) => {
      for (const resource of resources) {
        if (!wanted.current || wanted.current.includes(resource)) batch.resources.add(resource);
      }
      if (batch.resources.size === 0 || batch.timer) return;
      batch.timer = setTimeout(() => {
        batch.timer = undefined;
        const due = [...batch.resources];
        batch.resources.clear();
        for (const resource of due) void queryClient.invalidateQueries({ queryKey: [resource] });
      }, BATCH_MS);
    };
    let dropped = false;
    const stop = subscribeLive({
      onEvent: (event) => refresh(affectedResources(event.resource)),
      onResync: () => void queryClient.invalidateQueries(),
      onState: (state) => {
        // Open again after the stream dropped: what the screen shows may have changed meanwhile
        // beyond what the catch-up replays. The first open refreshes nothing, or every screen
        // would read its data twice on each page load.
        if (state === 'retrying') dropped = true;
        if (state === 'open' && dropped) {
          dropped = false;
          refresh(wanted.current ?? LIVE_RESOURCES);
        }
      },
    });
    return () => {
      stop();
      clearTimeout(batch.timer);
    };
  }, [queryClient]);
}

/**
 * The latest change another user (or tab) made to one record after the version this screen holds,
 * or null: what an open form says before its user saves into a conflict.
 */
export function useRecordChangedElsewhere(
  target: {
    resource: string;
    recordId: string | number | null | undefined;
    version: number | null | undefined;
  },
  options: { paused?: boolean } = {},
): LiveEvent | null {
  const [latest, setLatest] = useState<LiveEvent | null>(null);
  const recordId = target.recordId == null ? null : String(target.recordId);
  useLiveEvents((event) => {
    if (recordId === null || options.paused) return;
    if (event.resource !== target.resource || event.recordId !== recordId) return;
    setLatest(event);
  });
  if (!latest || latest.recordId !== recordId || target.version == null) return null;
  return latest.version !== null && latest.version > target.version ? latest : null;
}

/** The tab's stream state, for a screen that says whether it is live. */
export function useLiveState(): LiveState {
  const [state, setState] = useState<LiveState>('idle');
  useEffect(() => subscribeLive({ onState: setState }), []);
  return state;
}
