import { apiClient } from '@cloudfit/shared/http/api-client';
import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type RecordId, recordKey, recordPath } from './record-query';

export interface SaveRecordOptions {
  /** More queries to refresh after the save, beside every query of the resource. */
  invalidate?: QueryKey[];
  /**
   * The answer is the record as `useRecord` reads it: it goes into the record's cache at once (the
   * form's next save carries its version) instead of being read again.
   */
  keepAnswer?: boolean;
  /** The record's address when it is not `<resource>/<id>`: a single record such as `settings`. */
  path?: string;
}

/**
 * Saves a record: `POST <resource>` for a new one (id null), `PUT <resource>/<id>` with the version it
 * was read at for an existing one (a stale version answers 409). Then every query of the resource
 * (its lists and records) and the `invalidate` keys refresh, before the returned promise settles.
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
      const { invalidate = [], keepAnswer = false, path } = latest.current;
      const address = recordPath(resource, id, path);
      const saved =
        id === null
          ? await apiClient.post<Saved>(address, input)
          : await apiClient.put<Saved>(address, input);
      const kept = keepAnswer && id !== null ? hashKey(recordKey(resource, id)) : null;
      if (kept !== null) queryClient.setQueryData(recordKey(resource, id), saved);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: [resource],
          predicate: (query) => query.queryHash !== kept,
        }),
        ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
      return saved;
    },
    [queryClient, resource, id],
  );
}
