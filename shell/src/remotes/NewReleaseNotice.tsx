import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useLocation } from '@cloudfit/shared/router/app-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { CHECK_INTERVAL_MS, checkForNewerReleases } from './release-watch';
import { REMOTE_LABELS } from './remote-labels';
import './remotes.i18n';

/**
 * Tells the user that a remote this tab uses has a newer live release, found at a navigation or
 * while the tab sits open. It never reloads by itself: the user chooses when, and a form with
 * unsaved changes still asks before the page goes (its leave guard).
 */
export function NewReleaseNotice() {
  const { t } = useTranslation('remotes');
  const { pathname } = useLocation();
  const [newer, setNewer] = useState<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is what triggers the check
  useEffect(() => {
    let current = true;
    const check = (force: boolean) =>
      void checkForNewerReleases(force).then((remotes) => {
        if (current && remotes) setNewer(remotes);
      });
    check(false);
    const timer = setInterval(() => check(true), CHECK_INTERVAL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [pathname]);

  if (newer.length === 0) return null;
  return (
    <Alert
      severity="info"
      square
      data-testid="new-release-notice"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    >
      {newer.map((remote) => (
        <div key={remote}>{t('newVersion', { remote: REMOTE_LABELS[remote] ?? remote })}</div>
      ))}
    </Alert>
  );
}
