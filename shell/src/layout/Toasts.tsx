import { TOAST_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const NAVBAR_CLEARANCE_PX = 72;

/** Shows the store's toasts one at a time, each for 3000 ms (docs/product.md, Limits and timings). */
export function Toasts() {
  const toast = useAppStore((s) => s.toasts[0]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!toast) return null;
  const dismiss = () => appStore.getState().dismissToast(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_TIMEOUT_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      // Not at the top right, where it covered the navbar's language, user and bell buttons. On a
      // phone the bottom holds the page's actions (a form's submit, a drawer's Close) under a full
      // width toast, so there it sits just under the navbar instead.
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      sx={phone ? { top: NAVBAR_CLEARANCE_PX } : undefined}
    >
      <Alert severity={toast.severity} variant="filled" onClose={dismiss} role="status">
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
