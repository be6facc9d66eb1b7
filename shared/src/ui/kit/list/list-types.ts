import type { ReactNode } from 'react';

/**
 * What a column is on a phone, where each row is a card: what names the row, a labelled field, the
 * row's status, something to press beside the row's actions, or left out.
 */
export type CardPart = 'primary' | 'secondary' | 'status' | 'action' | 'hidden';

export interface ListColumn<T> {
  key: string;
  header: string;
  /** The API's `sortBy` value: the header sorts on the server when set. */
  sortKey?: string;
  /** The cell; by default the row's value under `key`. */
  render?(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Hidden when the table has little room (DataTable's ROOM_FOR_COLUMNS): tablets and phones keep the essentials. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** Hidden in a window narrower than 600 px (a phone's table that scrolls sideways). */
  secondary?: boolean;
  /** Kept on one line: numbers, phone numbers, dates (right-aligned columns are by default). */
  nowrap?: boolean;
  /**
   * Its part of the row's card on a phone. By default a column whose cell is a TitleCell (else the
   * first column) names the row, `status`, `statuses` and `active` columns and StatusChip cells are
   * the status, columns with `hideBelow` are left out, and the rest are labelled fields.
   */
  card?: CardPart;
}

export interface RowAction<T> {
  key: string;
  label: string;
  icon: ReactNode;
  onClick(row: T): void;
  /** Not offered for this row (e.g. the user may not, or the record's state forbids it). */
  hidden?(row: T): boolean;
  /** In the row's "more" menu instead of an icon button. */
  inMenu?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter sent to the API as `?<key>=<value>`. */
export type ListFilter =
  | { kind: 'select'; key: string; label: string; options: FilterOption[] }
  /** A row of chips; one may be on at a time. */
  | { kind: 'chips'; key: string; label: string; options: FilterOption[] }
  /** Two days sent as `?<fromKey>&<toKey>`. */
  | { kind: 'dateRange'; fromKey: string; toKey: string; label: string; fromLabel: string; toLabel: string }
  /** On or off, sent as `?<key>=true` when on. */
  | { kind: 'toggle'; key: string; label: string };

export function filterKeysOf(filters: readonly ListFilter[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === 'dateRange' ? [filter.fromKey, filter.toKey] : [filter.key],
  );
}

/**
 * The rows a list's bulk actions act on: those picked by hand (`ids`, possibly across pages), or
 * every row the list's current search and filters find (`query`, without paging or sort).
 */
export type ListSelection =
  | { kind: 'ids'; ids: (string | number)[] }
  | { kind: 'query'; params: Record<string, string | number | boolean>; total: number };

/** Checkboxes on a table's rows, and one in the header for the whole page. */
export interface RowSelection<T> {
  isSelected(row: T): boolean;
  onToggle(row: T): void;
  page: 'all' | 'some' | 'none';
  onTogglePage(): void;
}
