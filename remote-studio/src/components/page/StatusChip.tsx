import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default' | 'primary' | 'secondary';

/** A record's state as a small coloured label; the colour comes from the screen's own map. */
export function StatusChip({ label, tone = 'default' }: { label: string; tone?: StatusTone }) {
  return (
    <Chip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} />
  );
}
