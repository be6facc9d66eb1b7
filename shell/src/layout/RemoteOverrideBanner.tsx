import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { remoteDiagnosticsOpen, subscribeRemoteDiagnostics } from '../diagnostics/diagnostics-open';
import { watchOverriddenRemotes } from '../remotes/dev-live-reload';
import { NewReleaseNotice } from '../remotes/NewReleaseNotice';
import { clearOverrides, readOverrides, refusedOverrides } from '../remotes/remote-overrides';
import '../remotes/remotes.i18n';

const RemoteDiagnostics = lazy(() => import('../diagnostics/RemoteDiagnostics'));

/** The developer's remote diagnostics panel, loaded when first opened (the user menu). */
function RemoteDiagnosticsPanel() {
  const opened = useSyncExternalStore(
    subscribeRemoteDiagnostics,
    remoteDiagnosticsOpen,
    remoteDiagnosticsOpen,
  );
  return opened ? (
    <Suspense fallback={null}>
      <RemoteDiagnostics />
    </Suspense>
  ) : null;
}

/**
 * Tells the user that a remote has a newer release (NewReleaseNotice); tells a developer, on every screen, that a remote is loaded from somewhere else, and tells anyone
 * whose address asked for an override from an origin that is not allowed that it was refused.
 * While it shows, a remote served by its dev server is loaded again after each rebuild.
 */
export function RemoteOverrideBanner() {
  const { t } = useTranslation(['common', 'remotes']);
  const overrides = Object.entries(readOverrides());
  const refused = Object.entries(refusedOverrides());
  // A remote served by its dev server renders again after each rebuild.
  useEffect(() => watchOverriddenRemotes(readOverrides()), []);
  return (
    <>
      <NewReleaseNotice />
      <RemoteDiagnosticsPanel />
      {refused.length > 0 && (
        <Alert severity="error" square data-testid="remote-override-refused">
          {refused.map(([remote, url]) => (
            <div key={remote}>{t('remotes:overrideRefused', { remote, url })}</div>
          ))}
        </Alert>
      )}
      {overrides.length > 0 && (
        <Alert
          severity="warning"
          square
          data-testid="remote-override-banner"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                clearOverrides();
                window.location.reload();
              }}
            >
              {t('remote.clearOverride')}
            </Button>
          }
        >
          {overrides.map(([remote, url]) => (
            <div key={remote}>{t('remote.overrideActive', { remote, url })}</div>
          ))}
        </Alert>
      )}
    </>
  );
}
