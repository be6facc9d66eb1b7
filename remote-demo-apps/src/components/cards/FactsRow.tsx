import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A card's row of figures, each a small label over its value, spread across the card. */
export function FactsRow({
  facts,
  sx,
}: {
  facts: { label: string; value: ReactNode }[];
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" sx={[{ justifyContent: 'space-around' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Typography variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography variant="h6" component="p">
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
