import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { segmentColor } from '../../../components/cards/SegmentsDonut';

export interface SegmentRow {
  label: string;
  value: string;
  extra?: ReactNode;
}

/** The legend under a donut: a dot in the segment's colour, its name and its figure. */
export function SegmentList({ rows }: { rows: SegmentRow[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row, index) => (
        <Stack component="li" key={row.label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: segmentColor(index), flexShrink: 0 }}
          />
          <Typography sx={{ flex: 1 }}>{row.label}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{row.value}</Typography>
          {row.extra}
        </Stack>
      ))}
    </Stack>
  );
}
