import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { clearOverrides, readOverrides } from '../remotes/remote-overrides';

/** Tells a developer, on every screen, that a remote is loaded from somewhere else. */
export function RemoteOverrideBanner() {
  const { t } = useTranslation();
  const overrides = Object.entries(readOverrides());
  if (overrides.length === 0) return null;
  return (
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
  );
}
