import { useSyncExternalStore } from 'react';

/** Whether this device reaches the server, and since when it has not. */
export interface Connectivity {
  online: boolean;
  /** When the server was last found unreachable (ISO 8601); null while online. */
  offlineSince: string | null;
}

interface ConnectivityWatch {
  current: Connectivity;
  listeners: Set<() => void>;
  check(): Promise<void>;
  reportUnreachable(): void;
}

/** Kept across reloads and restarts: "offline since" is when the outage began, not when the tab opened. */
const OFFLINE_SINCE_KEY = 'cloudfit:offlineSince';
/** The server's liveness answer: outside the API, never cached by the service worker. */
const PROBE_PATH = '/healthz';
const PROBE_TIMEOUT_MS = 4_000;
const PROBE_ONLINE_MS = 20_000;
const PROBE_OFFLINE_MS = 5_000;

function storedOfflineSince(): string | null {
  try {
    return localStorage.getItem(OFFLINE_SINCE_KEY);
  } catch {
    return null;
  }
}

function createWatch(): ConnectivityWatch {
  const watch: ConnectivityWatch = {
    current: navigator.onLine
      ? { online: true, offlineSince: null }
      : { online: false, offlineSince: storedOfflineSince() ?? new Date().toISOString() },
    listeners: new Set(),
    check,
    reportUnreachable() {
      set(false);
      schedule();
    },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function set(online: boolean) {
    if (online === watch.current.online) return;
    const offlineSince = online ? null : (storedOfflineSince() ?? new Date().toISOString());
    try {
      if (offlineSince) localStorage.setItem(OFFLINE_SINCE_KEY, offlineSince);
      else localStorage.removeItem(OFFLINE_SINCE_KEY);
    } catch {
      // Private mode without storage: the time is kept for this tab only.
    }
    watch.current = { online, offlineSince };
    for (const listener of watch.listeners) listener();
  }

  async function check() {
    clearTimeout(timer);
    if (!navigator.onLine) set(false);
    else {
      try {
        const response = await fetch(PROBE_PATH, {
          cache: 'no-store',
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        set(response.ok);
      } catch {
        set(false);
      }
    }
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), watch.current.online ? PROBE_ONLINE_MS : PROBE_OFFLINE_MS);
  }

  if (watch.current.offlineSince) localStorage.setItem(OFFLINE_SINCE_KEY, watch.current.offlineSince);
  window.addEventListener('offline', () => void check());
  window.addEventListener('online', () => void check());
  // No probe with the first screen: a failed request reports the server gone sooner anyway.
  schedule();
  return watch;
}

/**
 * One watch per page, whichever bundle asks first (the shell's banner and a remote's screen agree):
 * the browser's online flag, and a probe of the server, more often while it is unreachable.
 */
function connectivityWatch(): ConnectivityWatch {
  const holder = window as unknown as { __cloudfitConnectivity?: ConnectivityWatch };
  holder.__cloudfitConnectivity ??= createWatch();
  return holder.__cloudfitConnectivity;
}

export function getConnectivity(): Connectivity {
  return connectivityWatch().current;
}

export function subscribeConnectivity(listener: () => void): () => void {
  const watch = connectivityWatch();
  watch.listeners.add(listener);
  return () => watch.listeners.delete(listener);
}

/** A request found no server: say so at once, and look again soon. */
export function reportUnreachable(): void {
  connectivityWatch().reportUnreachable();
}

/** Looks again now (after a failed request, or when the user asks). */
export function checkConnectivity(): Promise<void> {
  return connectivityWatch().check();
}

/** A page rendered by the server was rendered while the server answered. */
const ONLINE: Connectivity = { online: true, offlineSince: null };

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, () => ONLINE);
}

/** The IndexedDB database of the front desk's offline copy and queue; signing out deletes it. */
export const DESK_DATABASE_NAME = 'cloudfit-desk';
