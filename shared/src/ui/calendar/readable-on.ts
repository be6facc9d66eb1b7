import { getContrastRatio } from '@mui/material/styles';

const WHITE = '#ffffff';
const INK = '#000000';

/** White or black, whichever reads better on `background` (MUI's contrastText may stop at 3:1). */
export function readableOn(background: string): string {
  return getContrastRatio(WHITE, background) >= getContrastRatio(INK, background) ? WHITE : INK;
}
