import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { pressableStates } from '@cloudfit/shared/ui/pressable-states';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type CSSObject, darken, lighten, styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isValidElement, type ReactNode } from 'react';
import { StatusChip } from '../page/StatusChip';
import { useActionHint } from './ActionHint';
import type { CardPart, ListColumn, RowAction, RowSelection } from './list-types';
import { ROW_ACTION_CLASS, RowActions } from './RowActions';
import { RowCheckbox, rowCheckboxStyles } from './RowCheckbox';
import { rowOpenProps } from './row-open';
import { TitleCell } from './TitleCell';

/** Class names of the cards' parts; their styles are cardStyles. */
const CARD = {
  toolbar: 'cf-cards-toolbar',
  sortField: 'cf-cards-sort-field',
  sortDirection: 'cf-cards-sort-direction',
  sortUp: 'cf-cards-sort-up',
  card: 'cf-card',
  selectable: 'cf-card-selectable',
  openable: 'cf-card-openable',
  check: 'cf-card-check',
  primary: 'cf-card-primary',
  body: 'cf-card-body',
  status: 'cf-card-status',
  fields: 'cf-card-fields',
  side: 'cf-card-side',
  empty: 'cf-cards-empty',
} as const;

/** One rule set for every card of the page: plain elements, as the table's rows. */
function cardStyles(theme: Theme): CSSObject {
  const border =
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68);
  return {
    listStyle: 'none',
    // Cells that change with the room they have (`@container` rules) are as narrow as on a tablet.
    containerType: 'inline-size',
    margin: 0,
    padding: 0,
    borderTop: `1px solid ${border}`,
    // What names the row beside its actions; the status and fields under both, the full width.
    [`& .${CARD.card}`]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"primary side" "body body"',
      alignItems: 'start',
      columnGap: theme.spacing(1),
      padding: theme.spacing(1.5, 2),
      borderBottom: `1px solid ${border}`,
      outline: 0,
      ...theme.typography.body2,
      color: theme.palette.text.primary,
    },
    [`& .${CARD.selectable}`]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"check primary side" "check body body"',
      paddingInlineStart: '4px',
    },
    [`& .${CARD.openable}`]: pressableStates(theme),
    [`& .${CARD.check}`]: { gridArea: 'check', marginTop: '-4px' },
    [`& .${CARD.primary}`]: {
      gridArea: 'primary',
      alignSelf: 'center',
      fontWeight: 600,
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
    [`& .${CARD.body}`]: {
      gridArea: 'body',
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.75),
      '&:not(:empty)': { marginTop: theme.spacing(0.75) },
    },
    [`& .${CARD.status}`]: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
    [`& .${CARD.fields}`]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(0.25),
      margin: 0,
      '& dt': { color: theme.palette.text.secondary },
      '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
    },
    [`& .${CARD.side}`]: {
      gridArea: 'side',
      display: 'flex',
      alignItems: 'center',
      gap: '2px',
      marginBlock: '-4px',
    },
    // Touch-sized: on a phone the row's actions are pressed with a finger.
    [`& .${ROW_ACTION_CLASS}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 40,
      height: 40,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: theme.palette.action.active,
      fontSize: theme.typography.pxToRem(20),
      ...pressableStates(theme),
    },
    ...rowCheckboxStyles(theme),
    [`& .${CARD.empty}`]: { padding: theme.spacing(6, 2), textAlign: 'center' },
  };
}

const CardList = styled('ul')(({ theme }) => cardStyles(theme));

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 2, 1, 0.5),
  [`& .${CARD.sortField}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginInlineStart: 'auto',
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    '& select': {
      font: 'inherit',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
      borderRadius: theme.shape.borderRadius,
      padding: '6px 8px',
      maxWidth: '45vw',
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
    },
  },
  [`& .${CARD.sortDirection}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    ...pressableStates(theme),
    '& svg': {
      fontSize: 20,
      transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
    },
  },
  [`& .${CARD.sortUp} svg`]: { transform: 'rotate(180deg)' },
}));

const STATUS_KEYS = new Set(['status', 'statuses', 'active']);

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === '' || node === false;

function cellOf<T>(column: ListColumn<T>, row: T): ReactNode {
  return column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
}

/**
 * What each column is on a card. A column says so with `card`; otherwise a column whose cell is a
 * TitleCell (or else the first column) names the row, a status column (`status`, `statuses`,
 * `active`, or a StatusChip) is the status, a column the table hides when room is short is left
 * out, and the rest are labelled fields.
 */
export function cardParts<T>(columns: ListColumn<T>[], sample: T | undefined): CardPart[] {
  const cells = sample === undefined ? [] : columns.map((column) => cellOf(column, sample));
  const typeOf = (index: number) => {
    const cell = cells[index];
    return isValidElement(cell) ? cell.type : undefined;
  };
  const parts = columns.map((column, index): CardPart | undefined => {
    if (column.card) return column.card;
    if (STATUS_KEYS.has(column.key) || typeOf(index) === StatusChip) return 'status';
    if (column.hideBelow) return 'hidden';
    return undefined;
  });
  if (!parts.includes('primary')) {
    const titled = columns.findIndex((_, index) => parts[index] === undefined && typeOf(index) === TitleCell);
    const first = titled >= 0 ? titled : parts.indexOf(undefined);
    if (first >= 0) parts[first] = 'primary';
  }
  return parts.map((part) => part ?? 'secondary');
}

export interface ListCardsProps<T> {
  rows: T[];
  columns: ListColumn<T>[];
  getRowId(row: T): string | number;
  caption: string;
  loading: boolean;
  firstLoad: boolean;
  placeholderCount: number;
  emptyText: ReactNode;
  rowActions?: RowAction<T>[];
  onRowOpen?(row: T): void;
  prepareRowOpen?(row: T): void;
  selection?: RowSelection<T>;
  sortBy?: string;
  sortDesc?: boolean;
  onSortChange?(sortBy: string | undefined, sortDesc: boolean): void;
}

/**
 * A page of rows as cards, for phones: what names the row first, its status, its other fields
 * labelled, and its actions at the side. A card opens on click and Enter as a table row does; the
 * column headers' sorting is a select above the cards.
 */
export function ListCards<T>(props: ListCardsProps<T>) {
  const { rows, columns, rowActions, onRowOpen, selection } = props;
  const { t } = useTranslation('kit');
  const actionHint = useActionHint();
  const parts = cardParts(columns, rows[0]);
  const sortable = props.onSortChange ? columns.filter((column) => column.sortKey) : [];
  const sortedColumn = sortable.find((column) => column.sortKey === props.sortBy);
  const cardClassName = [CARD.card, selection && CARD.selectable, onRowOpen && CARD.openable]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {(selection || sortable.length > 0) && (
        <Toolbar>
          {selection && (
            <Checkbox
              checked={selection.page === 'all'}
              indeterminate={selection.page === 'some'}
              disabled={rows.length === 0}
              onChange={selection.onTogglePage}
              slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
            />
          )}
          {sortable.length > 0 && (
            <>
              <label className={CARD.sortField}>
                {t('list.sortBy')}
                <select
                  value={sortedColumn?.sortKey ?? ''}
                  onChange={(event) => props.onSortChange?.(event.target.value || undefined, false)}
                >
                  <option value="">{t('list.defaultOrder')}</option>
                  {sortable.map((column) => (
                    <option key={column.key} value={column.sortKey}>
                      {column.header}
                    </option>
                  ))}
                </select>
              </label>
              {sortedColumn && (
                <button
                  type="button"
                  className={props.sortDesc ? CARD.sortDirection : `${CARD.sortDirection} ${CARD.sortUp}`}
                  aria-label={t(props.sortDesc ? 'list.sortedDescending' : 'list.sortedAscending')}
                  aria-pressed={Boolean(props.sortDesc)}
                  onClick={() => props.onSortChange?.(sortedColumn.sortKey, !props.sortDesc)}
                >
                  <ArrowDownward />
                </button>
              )}
            </>
          )}
        </Toolbar>
      )}
      <CardList aria-label={props.caption} aria-busy={props.loading} {...actionHint.areaProps}>
        {props.firstLoad &&
          Array.from({ length: props.placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <li key={index} className={CARD.card}>
              <Skeleton variant="text" />
            </li>
          ))}
        {!props.firstLoad && rows.length === 0 && !props.loading && (
          <li className={CARD.empty}>
            <Typography color="text.secondary" data-testid="list-empty">
              {props.emptyText}
            </Typography>
          </li>
        )}
        {rows.map((row) => {
          const cells = columns.map((column) => cellOf(column, row));
          const pick = (part: CardPart) =>
            columns.flatMap((column, index) =>
              parts[index] === part && !isEmpty(cells[index]) ? [{ column, cell: cells[index] }] : [],
            );
          const status = pick('status');
          const fields = pick('secondary');
          const actions = pick('action');
          return (
            <li
              key={props.getRowId(row)}
              className={cardClassName}
              {...rowOpenProps(row, onRowOpen, props.prepareRowOpen)}
              data-testid="list-row"
            >
              {selection && (
                // biome-ignore lint/a11y/useKeyWithClickEvents: only stops the card's click; the checkbox has the keys
                // biome-ignore lint/a11y/noStaticElementInteractions: as above
                <div className={CARD.check} onClick={(event) => event.stopPropagation()}>
                  <RowCheckbox
                    checked={selection.isSelected(row)}
                    label={t('list.selectRow')}
                    onToggle={() => selection.onToggle(row)}
                  />
                </div>
              )}
              <div className={CARD.primary}>
                {pick('primary').map(({ column, cell }) => (
                  <div key={column.key} data-field={column.key}>
                    {cell}
                  </div>
                ))}
              </div>
              {(status.length > 0 || fields.length > 0) && (
                <div className={CARD.body}>
                  {status.length > 0 && (
                    <div className={CARD.status}>
                      {status.map(({ column, cell }) => (
                        <span key={column.key} data-field={column.key}>
                          {cell}
                        </span>
                      ))}
                    </div>
                  )}
                  {fields.length > 0 && (
                    <dl className={CARD.fields}>
                      {fields.map(({ column, cell }) => (
                        <FieldPair key={column.key} column={column} cell={cell} />
                      ))}
                    </dl>
                  )}
                </div>
              )}
              {(actions.length > 0 || rowActions?.length) && (
                <div className={CARD.side}>
                  {actions.map(({ column, cell }) => (
                    <span key={column.key} data-field={column.key}>
                      {cell}
                    </span>
                  ))}
                  {rowActions?.length ? <RowActions row={row} actions={rowActions} /> : null}
                </div>
              )}
            </li>
          );
        })}
      </CardList>
      {rowActions?.length ? actionHint.tooltip : null}
    </>
  );
}

function FieldPair<T>({ column, cell }: { column: ListColumn<T>; cell: ReactNode }) {
  return (
    <>
      <dt>{column.header}</dt>
      <dd data-field={column.key}>{cell}</dd>
    </>
  );
}
