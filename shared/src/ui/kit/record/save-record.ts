import { apiClient } from '@cloudfit/shared/http/api-client';
import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type RecordId, recordKey, recordPath } from './record-query';

export interface SaveRecordOptions {
  /** More queries to refresh after the save, beside every query of the resource. */
  invalidate?: QueryKey[];
  /**
   * The answer is the record as `useRecord` reads it: it goes into the record's cache at once (the
   * form's next save carries its version; a new record's screen shows without a read) instead of
   * being read again.
   */
  keepAnswer?: boolean;
  /**
   * Settle once the refreshed queries are read again (default: a dialog closes onto a list that
   * shows the change), or at once, leaving them to refresh behind the next screen.
   */
  waitForRefresh?: boolean;
  /** The record's address when it is not `<resource>/<id>`: a single record such as `settings`. */
  path?: string;
}

/**
 * Saves a record: `POST <resource>` for a new one (id null), `PUT <resource>/<id>` with the version it
 * was read at for an existing one (a stale version answers 409). Then every query of the resource
 * (its lists and records) and the `invalidate` keys refresh, by default before the returned promise
 * settles.
 */
export function useSaveRecord<Saved, Input = unknown>(
  resource: string,
  id: RecordId | null,
  options: SaveRecordOptions = {},
): (input: Input) => Promise<Saved> {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  return useCallback(
    async (input: Input) => {
      const { invalidate = [], keepAnswer = false, waitForRefresh = true, path } = latest.current;
      const address = recordPath(resource, id, path);
      const saved =
        id === null
          ? await apiClient.post<Saved>(address, input)
          : await apiClient.put<Saved>(address, input);
      const savedId = id ?? (saved as { id?: RecordId } | null)?.id ?? null;
      const kept = keepAnswer && savedId !== null ? recordKey(resource, savedId) : null;
      if (kept) queryClient.setQueryData(kept, saved);
      const keptHash = kept && hashKey(kept);
      const refreshed = Promise.all([
        queryClient.invalidateQueries({
          queryKey: [resource],
          predicate: (query) => query.queryHash !== keptHash,
        }),
        ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
      if (waitForRefresh) await refreshed;
      return saved;
    },
    [queryClient, resource, id],
  );
}
