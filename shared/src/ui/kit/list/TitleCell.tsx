import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const CellLayout = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minWidth: 0,
  '& .cf-title-cell-text': { minWidth: 0 },
  '& .cf-title-cell-title': {
    ...theme.typography.body2,
    margin: 0,
    fontWeight: 600,
  },
  '& .cf-title-cell-subtitle': {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.text.secondary,
  },
  '&[data-nowrap] .cf-title-cell-title, &[data-nowrap] .cf-title-cell-subtitle': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '&[data-monospace] .cf-title-cell-title': { fontFamily: 'monospace' },
}));

/**
 * A list cell naming the row: a bold title, a quieter line under it, and an avatar before them.
 * One styled element for the whole cell: a page shows one per row.
 */
export function TitleCell({
  title,
  subtitle,
  avatar,
  noWrap = false,
  monospace = false,
  minWidth,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  avatar?: ReactNode;
  /** Long titles and subtitles end in "…" instead of wrapping. */
  noWrap?: boolean;
  monospace?: boolean;
  minWidth?: number;
}) {
  return (
    <CellLayout
      data-nowrap={noWrap || undefined}
      data-monospace={monospace || undefined}
      style={minWidth ? { minWidth } : undefined}
    >
      {avatar}
      <div className="cf-title-cell-text">
        <p className="cf-title-cell-title">{title}</p>
        {subtitle !== undefined && subtitle !== null && subtitle !== '' && (
          <span className="cf-title-cell-subtitle">{subtitle}</span>
        )}
      </div>
    </CellLayout>
  );
}
