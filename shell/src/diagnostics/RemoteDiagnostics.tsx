import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { REMOTE_LABELS } from '../remotes/remote-labels';
import {
  remoteDiagnosticsOpen,
  setRemoteDiagnosticsOpen,
  subscribeRemoteDiagnostics,
} from './diagnostics-open';
import { type RemoteRow, remoteRows, type SharedRow, sharedRows } from './remote-diagnostics-data';
import './diagnostics.i18n';

function RemoteStatus({ row }: { row: RemoteRow }) {
  const { t } = useTranslation('diagnostics');
  if (row.refused) {
    const mismatches = row.refused
      .map(({ name, required, provided }) => `${name} ${required} (${provided ?? '—'})`)
      .join(', ');
    return <Alert severity="error">{t('refused', { mismatches })}</Alert>;
  }
  if (row.behindLive) return <Alert severity="warning">{t('behindLive')}</Alert>;
  return <>{row.loaded ? t('ok') : t('notLoaded')}</>;
}

function RemotesTable({ rows }: { rows: RemoteRow[] }) {
  const { t, i18n } = useTranslation('diagnostics');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table size="small" aria-labelledby="diagnostics-remotes">
      <TableHead>
        <TableRow>
          {(['remote', 'live', 'loaded', 'builtAt', 'commit', 'loadTime', 'override', 'status'] as const).map(
            (column) => (
              <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.remote} data-testid={`diagnostics-${row.remote}`}>
            <TableCell>{REMOTE_LABELS[row.remote] ?? row.remote}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {row.live?.version ?? row.live?.manifestUrl ?? '—'}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {row.loaded ? (row.loaded.version ?? row.loaded.manifestUrl) : '—'}
            </TableCell>
            <TableCell>{row.loaded?.builtAt ? date.format(new Date(row.loaded.builtAt)) : '—'}</TableCell>
            <TableCell>{row.loaded?.commit?.slice(0, 10) ?? '—'}</TableCell>
            <TableCell>{row.loadMs === null ? '—' : t('loadMs', { ms: row.loadMs })}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.override ?? '—'}</TableCell>
            <TableCell>
              <RemoteStatus row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SharedTable({ rows }: { rows: SharedRow[] }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Table size="small" aria-labelledby="diagnostics-shared">
      <TableHead>
        <TableRow>
          {(['package', 'version', 'providedBy', 'usedBy'] as const).map((column) => (
            <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell>
              {row.versions.join(', ')}
              {row.versions.length > 1 && (
                <Typography component="span" color="error" variant="body2">
                  {` — ${t('skew')}`}
                </Typography>
              )}
            </TableCell>
            <TableCell>{row.providedBy.join(', ')}</TableCell>
            <TableCell>{row.usedBy.join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * For developers: each remote's live and loaded release (version, build time, commit), how long it
 * took to load, active overrides and skew warnings, and which app provided each shared singleton.
 */
export default function RemoteDiagnostics() {
  const { t } = useTranslation('diagnostics');
  const isOpen = useSyncExternalStore(
    subscribeRemoteDiagnostics,
    remoteDiagnosticsOpen,
    remoteDiagnosticsOpen,
  );
  const [remotes, setRemotes] = useState<RemoteRow[] | null>(null);
  const [shared, setShared] = useState<SharedRow[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    let current = true;
    setShared(sharedRows());
    void remoteRows().then((rows) => {
      if (current) setRemotes(rows);
    });
    return () => {
      current = false;
    };
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onClose={() => setRemoteDiagnosticsOpen(false)}
      maxWidth="lg"
      fullWidth
      aria-labelledby="diagnostics-title"
    >
      <DialogTitle id="diagnostics-title">{t('title')}</DialogTitle>
      {/* Scrolls: reachable with the keyboard. */}
      <DialogContent tabIndex={0}>
        <Typography id="diagnostics-remotes" variant="h6" component="h3" sx={{ mt: 1 }}>
          {t('remotes')}
        </Typography>
        {remotes && <RemotesTable rows={remotes} />}
        <Typography id="diagnostics-shared" variant="h6" component="h3" sx={{ mt: 3 }}>
          {t('shared')}
        </Typography>
        <SharedTable rows={shared} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setRemoteDiagnosticsOpen(false)}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
