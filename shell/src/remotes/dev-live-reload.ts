import type { RemoteManifests } from './remote-overrides';
import { reloadRemote } from './remote-reloads';

/** webpack-dev-server's messages after a rebuild: a new hash, then how the build went. */
const BUILD_DONE = new Set(['ok', 'warnings', 'errors', 'still-ok']);
const RECONNECT_MS = 2_000;

/**
 * Live reload for a remote served by its webpack dev server through an override: the shell listens
 * on the dev server's socket (`ws://<its host>/ws`, which its own page uses for live reload) and,
 * after each rebuild, loads the remote afresh and renders its screen again. The page is not
 * reloaded, so the session, the layout and the other remotes stay as they are.
 */
function watchDevServer(remote: string, manifestUrl: string): () => void {
  const url = new URL(manifestUrl, window.location.href);
  const socketUrl = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}/ws`;
  let socket: WebSocket | undefined;
  let stopped = false;
  let lastHash: string | undefined;
  let rebuilt = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    socket = new WebSocket(socketUrl);
    socket.onmessage = (event) => {
      let message: { type?: string; data?: unknown };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'hash' && typeof message.data === 'string') {
        if (lastHash !== undefined && message.data !== lastHash) rebuilt = true;
        lastHash = message.data;
      } else if (message.type && BUILD_DONE.has(message.type) && rebuilt) {
        rebuilt = false;
        reloadRemote(remote, manifestUrl);
      }
    };
    socket.onclose = () => {
      if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}

/** Only an override served by a dev server on a developer's machine is watched. */
const isLocal = (manifestUrl: string) =>
  /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(new URL(manifestUrl, window.location.href).href);

export function watchOverriddenRemotes(overrides: RemoteManifests): () => void {
  const stops = Object.entries(overrides)
    .filter(
      ([, manifestUrl]) =>
        isLocal(manifestUrl) && new URL(manifestUrl, window.location.href).origin !== window.location.origin,
    )
    .map(([remote, manifestUrl]) => watchDevServer(remote, manifestUrl));
  return () => {
    for (const stop of stops) stop();
  };
}
