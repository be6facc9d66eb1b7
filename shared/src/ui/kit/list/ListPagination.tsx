import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { pressableStates } from '@cloudfit/shared/ui/pressable-states';
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * MUI's TablePagination look (the range, then first / previous / next / last), in plain elements
 * under one style: the footer of every list, where a TablePagination was about fifty components.
 */
const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing(0.5),
  minHeight: 52,
  paddingInline: theme.spacing(2, 1),
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  // On a narrow screen the buttons go below the range rather than a word of the range ("筆") alone.
  '& p': { margin: theme.spacing(0, 2, 0, 0), whiteSpace: 'nowrap' },
  '& .cf-pagination-buttons': { display: 'inline-flex', gap: 'inherit' },
  // TablePagination's own spacing (no gaps, 20 px before the buttons, 2 px after them) and buttons in the text's colour.
  '&.cf-pagination-mui': { gap: 0, paddingRight: 2 },
  '&.cf-pagination-mui p': { marginRight: 20 },
  '&.cf-pagination-mui button:enabled': { color: 'inherit' },
  '& button': {
    display: 'inline-flex',
    padding: 8,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    ...pressableStates(theme),
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', background: 'none' },
  },
  // The arrows point the way the page reads.
  '[dir=rtl] & svg': { transform: 'scaleX(-1)' },
}));

type PageButton = 'first' | 'previous' | 'next' | 'last';

const ICONS: Record<PageButton, ReactNode> = {
  first: <FirstPage />,
  previous: <KeyboardArrowLeft />,
  next: <KeyboardArrowRight />,
  last: <LastPage />,
};

export interface ListPaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** `null` before the first answer. */
  total: number | null;
  /** The API capped the count of a broad search: the range reads "of 5,000+" and there is no last page. */
  totalIsLowerBound?: boolean;
  onPageChange(page: number): void;
  /** Before the range, e.g. a ListPageSize. */
  start?: ReactNode;
  /** The first and last page buttons; on by default. */
  firstLastButtons?: boolean;
  /** The kit's spacing, or MUI's TablePagination's (see DataTable's `look`). */
  look?: 'kit' | 'mui';
}

export function ListPagination({
  page,
  pageSize,
  total,
  totalIsLowerBound,
  onPageChange,
  start,
  firstLastButtons = true,
  look,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('kit');
  const number = new Intl.NumberFormat(i18n.language);
  const count = total ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const current = count ? page : 1;
  const targets: Record<PageButton, number> = {
    first: 1,
    previous: current - 1,
    next: current + 1,
    last: lastPage,
  };
  const buttons = (
    totalIsLowerBound ? ['first', 'previous', 'next'] : ['first', 'previous', 'next', 'last']
  ).filter((button) => firstLastButtons || button === 'previous' || button === 'next') as PageButton[];

  return (
    <Bar data-print-hide className={look === 'mui' ? 'cf-pagination-mui' : undefined}>
      {start}
      <p>
        {t(totalIsLowerBound ? 'list.rangeAtLeast' : 'list.range', {
          from: number.format(count === 0 ? 0 : (current - 1) * pageSize + 1),
          to: number.format(Math.min(count, current * pageSize)),
          count: number.format(count),
        })}
      </p>
      <span className="cf-pagination-buttons">
        {buttons.map((button) => {
          const backwards = button === 'first' || button === 'previous';
          return (
            <button
              key={button}
              type="button"
              aria-label={t(`list.page.${button}`)}
              disabled={backwards ? current <= 1 : current >= lastPage}
              onClick={() => onPageChange(targets[button])}
            >
              {ICONS[button]}
            </button>
          );
        })}
      </span>
    </Bar>
  );
}
