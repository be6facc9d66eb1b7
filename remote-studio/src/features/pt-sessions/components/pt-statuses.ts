import type { PtSessionStatus } from '@cloudfit/shared/schemas/pt-session.schema';
import type { StatusTone } from '@cloudfit/shared/ui/kit/page';

// Filled warning and info chips fail WCAG contrast with white text in this theme.
export const PT_STATUS_TONES: Record<PtSessionStatus, StatusTone> = {
  scheduled: 'primary',
  completed: 'success',
  cancelled: 'default',
  no_show: 'error',
};
