import './form.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useBlocker } from '@cloudfit/shared/router/app-router';
import { useEffect } from 'react';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

/**
 * While `dirty`, leaving the screen (a link, Back, closing the tab) asks first, so an edit is never
 * lost by a stray click. Render the returned element.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('kit');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.leaveTitle')}
      body={t('form.leaveBody')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
