import { earlyReadsSettled } from '@cloudfit/shared/http/early-reads';
import { loadValidationMessages, translationsReady, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { appStore } from '@cloudfit/shared/store/app-store';
import { ensureStudioFormatData } from '@cloudfit/shared/ui/format/studio-profile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';
import { takingOverServerPage } from '../page-render/take-over-page';
import { afterFirstScreen, firstScreenRendered } from './after-first-screen';
import { type RemoteFailureReason, RemoteLoadError } from './remote-failure';
import { REMOTE_LABELS } from './remote-labels';
import { loadRemoteModule } from './remote-registry';
import { remoteGeneration, subscribeRemoteReloads } from './remote-reloads';
import './remotes.i18n';

/** Why the remote did not load, in the user's language; a timeout or a remote that is down is tried again. */
function FailureReason({ remote, reason }: { remote: string; reason: RemoteFailureReason | undefined }) {
  const { t } = useTranslation(['remotes', 'common']);
  const label = REMOTE_LABELS[remote] ?? remote;
  switch (reason?.kind) {
    case 'contract':
      return t('failure.contract', {
        remote: label,
        mismatches: reason.mismatches
          .map(({ name, required, provided }) =>
            provided === null
              ? t('failure.mismatchMissing', { name, required })
              : t('failure.mismatch', { name, required, provided }),
          )
          .join(', '),
      });
    case 'security-policy':
      return t('failure.securityPolicy', { remote: label, blocked: reason.blocked });
    case 'manifest-status':
      return t('failure.manifestStatus', { remote: label, url: reason.url, status: reason.status });
    case 'unreachable':
      return t('failure.unreachable', { remote: label, url: reason.url });
    case 'file-unreachable':
      return t('failure.fileUnreachable', { remote: label, url: reason.url });
    case 'crashed':
      return t('failure.crashed', { remote: label, message: reason.message });
    case 'timeout':
      return `${t('common:remote.failedBody', { remote: label })} ${t('common:remote.timeout', {
        seconds: Math.round(reason.timeoutMs / 1000),
      })}`;
    default:
      return t('common:remote.failedBody', { remote: label });
  }
}

/** A refused release or a policy refusal stays refused until the page loads again (a new release, a fixed policy). */
const RELOAD_ONLY: RemoteFailureReason['kind'][] = ['contract', 'security-policy'];

function RemoteFailure({ remote, error, onRetry }: { remote: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['remotes', 'common']);
  // A failure is the screen shown: it must not stay behind a page the server rendered.
  useEffect(() => firstScreenRendered(), []);
  const reason = error instanceof RemoteLoadError ? error.reason : undefined;
  const reloadOnly = reason !== undefined && RELOAD_ONLY.includes(reason.kind);
  return (
    <Box sx={{ p: 3 }} data-testid="remote-error" data-reason={reason?.kind ?? 'unknown'}>
      <Alert
        severity="error"
        action={
          reloadOnly ? (
            <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
              {t('failure.reloadPage')}
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
              {t('common:retry')}
            </Button>
          )
        }
      >
        <AlertTitle>{t('common:remote.failedTitle')}</AlertTitle>
        <FailureReason remote={remote} reason={reason} />
      </Alert>
    </Box>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote that is down, slow or throwing inside its own box: the shell stays usable. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFailure remote={this.props.remote} error={this.state.error} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}

export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', p: 6 }}
      role="progressbar"
      aria-label={t('loading')}
    >
      <CircularProgress />
    </Box>
  );
}

/** How long a screen whose code is in may wait for the answers read early for it (routes.ts). */
const EARLY_READS_WAIT_MS = 300;

// Forms translate their messages from these; no first screen needs them.
afterFirstScreen(loadValidationMessages);

/** Marks the first screen as on screen once its first render is committed (see after-first-screen). */
function ScreenShown() {
  useEffect(() => firstScreenRendered(), []);
  return null;
}

/** A remote screen's module, with its strings in the language in use and what it reads first. */
async function loadScreen(
  remote: string,
  module: string,
  queryClient: ReturnType<typeof useQueryClient>,
): Promise<{ default: ComponentType }> {
  const signedIn = appStore.getState().session.accessToken !== null;
  const [loaded] = await Promise.all([
    // The screen's strings in the language in use, when that is not English, come after its code.
    loadRemoteModule<{ default: ComponentType }>(remote, module).then(async (screen) => {
      await translationsReady();
      return screen;
    }),
    signedIn && remote !== 'remote_auth' ? ensureStudioFormatData(queryClient) : undefined,
    earlyReadsSettled(EARLY_READS_WAIT_MS),
  ]);
  return { default: loaded.default };
}

/**
 * The screens the server renders pages of, by `remote/module`: in the server's build their code is
 * bundled in, so they render at once. Absent in the browser, where every screen loads through federation.
 */
export const ServerScreensContext = createContext<Readonly<Record<string, ComponentType>> | null>(null);

/** A server's page has no remote reloads. */
const noReloads = () => 0;

/**
 * Renders the default export of a remote's exposed module, with loading, error and retry. The
 * server renders the same tree with the screen's code at hand, so the browser takes over its markup
 * as it is: the screen's part stays the server's until its code is in, then comes alive in place.
 */
export function RemoteScreen({ remote, module }: { remote: string; module: string }) {
  const serverScreen = useContext(ServerScreensContext)?.[`${remote}/${module}`];
  const [retries, setAttempt] = useState(0);
  // A remote loaded afresh (its dev server rebuilt it) is a new attempt too.
  const generation = useSyncExternalStore(subscribeRemoteReloads, () => remoteGeneration(remote), noReloads);
  const attempt = `${retries}:${generation}`;
  const [, renderArrived] = useReducer((arrivals: number) => arrivals + 1, 0);
  const queryClient = useQueryClient();
  // A new attempt must build a new lazy component, or React reuses the failed one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Screen = useMemo(() => {
    if (serverScreen) return serverScreen;
    const loading = loadScreen(remote, module, queryClient);
    // React shows a boundary's content that arrives through the boundary's own retry no sooner than
    // 300 ms after its fallback showed (its reveal throttle): a screen in at 50 ms waited 250 ms more
    // behind the spinner. A render asked for here is not throttled, so the screen shows once it is in.
    // Not while the screen is the server's markup: no fallback shows, and a render of this before the
    // screen is taken over would make React throw that markup away and render it afresh.
    if (!takingOverServerPage()) loading.then(renderArrived, () => undefined);
    return lazy(() => loading);
  }, [remote, module, attempt, queryClient, serverScreen]);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
        <ScreenShown />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
