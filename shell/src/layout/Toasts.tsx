import { TOAST_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Shows the store's toasts one at a time, each for 3000 ms (docs/product.md, Limits and timings). */
export function Toasts() {
  const toast = useAppStore((s) => s.toasts[0]);
  if (!toast) return null;
  const dismiss = () => appStore.getState().dismissToast(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_TIMEOUT_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      // At the bottom: at the top right a toast covered the navbar's language, user and bell buttons.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={dismiss} role="status">
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
