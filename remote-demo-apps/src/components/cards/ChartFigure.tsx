import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A chart with its text alternative: assistive technology reads `summary` (the figures the chart
 * draws) instead of the SVG's shapes.
 */
export function ChartFigure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={summary} sx={{ width: '100%' }}>
      {children}
    </Box>
  );
}
