import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';

/** Copies text with the Clipboard API and says so in the app's toast (or that the clipboard is unavailable). */
export function useCopyToClipboard() {
  const { t } = useTranslation('demo');
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      appStore.getState().toast(t('gallery.copied', { text }), 'success');
    } catch {
      appStore.getState().toast(t('gallery.copyFailed'), 'error');
    }
  };
}
