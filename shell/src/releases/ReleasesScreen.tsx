import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type {
  RemoteRegistryView,
  RemoteReleasesResponse,
  RemoteReleaseView,
} from '@cloudfit/shared/schemas/remote-release.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiClient } from '../http/api-client';
import './releases.i18n';

const QUERY_KEY = ['remote-releases'];

/** The remotes' folders, for the publish command the screen suggests. */
const FOLDERS: Record<string, string> = {
  remote_studio: 'remote-studio',
  remote_reports: 'remote-reports',
  remote_demo_apps: 'remote-demo-apps',
  remote_auth: 'remote-auth',
};

type Change =
  | { kind: 'promote'; remote: string; release: RemoteReleaseView }
  | { kind: 'rollBack'; remote: string; to: RemoteReleaseView | undefined }
  | { kind: 'canary'; remote: string; release: RemoteReleaseView; percent: number }
  | { kind: 'stopCanary'; remote: string };

function request(change: Change, reason: string, percent: number, language: string) {
  const options = { headers: { 'accept-language': language } };
  switch (change.kind) {
    case 'promote':
      return apiClient.post('remote-releases/promote', { releaseId: change.release.id, reason }, options);
    case 'rollBack':
      return apiClient.post('remote-releases/rollback', { remote: change.remote, reason }, options);
    case 'canary':
      return apiClient.post(
        'remote-releases/canary',
        { remote: change.remote, releaseId: change.release.id, percent, reason },
        options,
      );
    case 'stopCanary':
      return apiClient.post('remote-releases/canary/stop', { remote: change.remote, reason }, options);
  }
}

/** Asks for confirmation and a reason (and the canary's share), then makes the change. */
function ChangeDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const { t, i18n } = useTranslation('releases');
  const queryClient = useQueryClient();
  const toast = useAppStore((s) => s.toast);
  const [reason, setReason] = useState('');
  const [percent, setPercent] = useState(change.kind === 'canary' ? change.percent : 10);
  const [reasonMissing, setReasonMissing] = useState(false);
  const titleId = useId();
  const remote = t(`remotes.${change.remote}`, { defaultValue: change.remote });
  const version = 'release' in change ? change.release.version : '';
  const mutation = useMutation({
    mutationFn: () => request(change, reason.trim(), percent, i18n.language),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      toast(t(`done.${change.kind}`, { remote, version, percent }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    mutation.mutate();
  };
  const text =
    change.kind === 'rollBack'
      ? t('confirm.rollBackText', { to: change.to?.version ?? t('confirm.builtFolderName') })
      : t(`confirm.${change.kind}Text`);
  const actionLabel =
    change.kind === 'canary' ? t('startCanary') : change.kind === 'promote' ? t('promote') : t(change.kind);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`confirm.${change.kind}`, { remote, version })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {mutation.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {ApiError.is(mutation.error) ? mutation.error.message : String(mutation.error)}
            </Alert>
          )}
          {change.kind === 'canary' && (
            <TextField
              label={t('percent')}
              type="number"
              value={percent}
              onChange={(event) =>
                setPercent(Math.min(100, Math.max(1, Math.round(Number(event.target.value)))))
              }
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
              fullWidth
              sx={{ mb: 2 }}
            />
          )}
          <TextField
            label={t('reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
            required
            autoFocus
            fullWidth
            multiline
            error={reasonMissing}
            helperText={t('reasonHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {actionLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function formatSize(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(bytes / 1024);
}

function RemoteReleases({
  entry,
  onChange,
}: {
  entry: RemoteRegistryView;
  onChange: (change: Change) => void;
}) {
  const { t, i18n } = useTranslation('releases');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = useId();
  const live = entry.releases.find((release) => release.id === entry.liveReleaseId);
  const previous = entry.releases.find((release) => release.id === entry.previousLiveReleaseId);
  const canary = entry.canary;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={`releases-${entry.remote}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t(`remotes.${entry.remote}`, { defaultValue: entry.remote })}
          </Typography>
          <Button
            variant="outlined"
            disabled={!live}
            onClick={() => onChange({ kind: 'rollBack', remote: entry.remote, to: previous })}
          >
            {t('rollBack')}
          </Button>
          {canary && (
            <Button variant="outlined" onClick={() => onChange({ kind: 'stopCanary', remote: entry.remote })}>
              {t('stopCanary')}
            </Button>
          )}
        </Stack>
        {!live && <Typography variant="body2">{t('builtFolder')}</Typography>}
        {entry.releases.length === 0 ? (
          <Typography variant="body2">
            {t('noReleases', { folder: FOLDERS[entry.remote] ?? entry.remote })}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {(
                    ['version', 'commit', 'builtAt', 'size', 'publishedBy', 'status', 'actions'] as const
                  ).map((column) => (
                    <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entry.releases.map((release) => {
                  const isLive = release.id === entry.liveReleaseId;
                  const isCanary = release.id === canary?.releaseId;
                  const blocked = release.mismatches.length > 0;
                  return (
                    <TableRow key={release.id} data-testid={`release-${release.release}`}>
                      <TableCell>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {release.version}
                        </Box>
                        <Typography variant="caption" component="div" sx={{ wordBreak: 'break-all' }}>
                          {release.release}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <code>{release.commit.slice(0, 10)}</code>
                      </TableCell>
                      <TableCell>{date.format(new Date(release.builtAt))}</TableCell>
                      <TableCell>{formatSize(release.sizeBytes, i18n.language)}</TableCell>
                      <TableCell>
                        {release.publishedByStaffId === null ? t('deployToken') : release.publishedBy}
                      </TableCell>
                      <TableCell>
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          {isLive && <Chip size="small" color="success" label={t('live')} />}
                          {isCanary && (
                            <Chip
                              size="small"
                              color="warning"
                              label={t('canary', { percent: canary.percent })}
                            />
                          )}
                          {blocked && (
                            <Typography variant="caption" color="error">
                              {t('incompatible', {
                                mismatches: release.mismatches
                                  .map(
                                    ({ name, required, provided }) =>
                                      `${name} ${required} (${provided ?? '—'})`,
                                  )
                                  .join(', '),
                              })}
                            </Typography>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={isLive || blocked}
                            onClick={() => onChange({ kind: 'promote', remote: entry.remote, release })}
                          >
                            {t('promote')}
                          </Button>
                          <Button
                            size="small"
                            disabled={isLive || blocked}
                            onClick={() =>
                              onChange({
                                kind: 'canary',
                                remote: entry.remote,
                                release,
                                percent: isCanary ? canary.percent : 10,
                              })
                            }
                          >
                            {isCanary ? t('changeCanary') : t('startCanary')}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

/** The releases screen (developer role): each remote's releases, promote, roll back and canary. */
export default function ReleasesScreen() {
  const { t } = useTranslation('releases');
  const [change, setChange] = useState<Change | null>(null);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => apiClient.get<RemoteReleasesResponse>('remote-releases', { signal }),
  });
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography variant="body2">{t('intro')}</Typography>
      </Box>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {query.data?.remotes.map((entry) => (
        <RemoteReleases key={entry.remote} entry={entry} onChange={setChange} />
      ))}
      {change && <ChangeDialog change={change} onClose={() => setChange(null)} />}
    </Stack>
  );
}
