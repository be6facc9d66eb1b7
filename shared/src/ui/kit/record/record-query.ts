import { apiClient } from '@cloudfit/shared/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type RecordId = number | string;

/**
 * The one cache key of a record, whichever screen reads or writes it. Lists use
 * `[resource, 'list', params]`, so refreshing `[resource]` refreshes a resource's lists and records.
 */
export function recordKey(resource: string, id: RecordId | null | undefined) {
  return [resource, 'record', id] as const;
}

/** Where a record is read and saved: `<resource>/<id>`, or `path` for one that is not (`settings`). */
export function recordPath(resource: string, id: RecordId | null | undefined, path?: string): string {
  return path ?? (id === null || id === undefined ? resource : `${resource}/${id}`);
}

export interface RecordOptions {
  /** Read only when this holds too (default: whenever there is an id). */
  enabled?: boolean;
  /** How often a failed read is tried again (TanStack's default: 3 times). */
  retry?: boolean | number;
  /** The record's address when it is not `<resource>/<id>`: a single record such as `account/profile`. */
  path?: string;
}

/** The query of `GET <resource>/<id>`, for `useQuery`, `fetchQuery` or a prefetch. */
export function recordQuery<T>(
  resource: string,
  id: RecordId | null | undefined,
  options: RecordOptions = {},
) {
  return queryOptions({
    queryKey: recordKey(resource, id),
    queryFn: ({ signal }) => apiClient.get<T>(recordPath(resource, id, options.path), { signal }),
    enabled: id !== null && id !== undefined && (options.enabled ?? true),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
  });
}

/** `GET <resource>/<id>` under the record's one key; a save of any record of the resource refreshes it. */
export function useRecord<T>(resource: string, id: RecordId | null | undefined, options?: RecordOptions) {
  return useQuery(recordQuery<T>(resource, id, options));
}

/** An id read from an address is a record's only when it is a positive whole number. */
export function isRecordId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}
