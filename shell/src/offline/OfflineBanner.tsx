import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { checkConnectivity, useConnectivity } from '@cloudfit/shared/offline/connectivity';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useReducer } from 'react';
import './offline.i18n';

/** "5 minutes ago", "2 hours ago" in the user's language. */
function since(at: Date, locale: string): string {
  const minutes = Math.max(0, Math.floor((Date.now() - at.getTime()) / 60_000));
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return minutes < 60 ? ago.format(-minutes, 'minute') : ago.format(-Math.floor(minutes / 60), 'hour');
}

/**
 * On every screen while the server cannot be reached: since when, and what works meanwhile (the door)
 * and what does not (anything that sells, takes money or books).
 */
export function OfflineBanner() {
  const { online, offlineSince } = useConnectivity();
  // Online, nothing is read: the formatter's studio profile would be asked for on every page, even
  // signed out (a 401 there sends a visitor on the sign-in or password pages to the login screen).
  if (online || !offlineSince) return null;
  return <OfflineSince offlineSince={offlineSince} />;
}

function OfflineSince({ offlineSince }: { offlineSince: string }) {
  const { t, i18n } = useTranslation('offline');
  const format = useStudioFormat();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, []);
  const at = new Date(offlineSince);
  // In the studio's time zone, as every screen shows times; the date too after a day.
  const time =
    Date.now() - at.getTime() < 86_400_000 ? format.time(offlineSince) : format.dateTime(offlineSince);
  return (
    <Alert
      severity="warning"
      icon={<CloudOffOutlined />}
      role="status"
      data-testid="offline-banner"
      square
      action={
        <Button color="inherit" size="small" onClick={() => void checkConnectivity()}>
          {t('retry')}
        </Button>
      }
      sx={{ borderBottom: 1, borderColor: 'warning.main', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{t('title', { time, ago: since(at, i18n.language) })}</AlertTitle>
      {t('body')}
    </Alert>
  );
}
