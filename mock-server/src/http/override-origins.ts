/**
 * Where a developer's `?remote.<name>=<manifest URL>` override may load a remote from (see the
 * README): a developer's machine outside production, plus the origins in CLOUDFIT_OVERRIDE_ORIGINS
 * (comma-separated, e.g. `https://staging-remotes.example.com`); with NODE_ENV=production only those.
 * The page's CSP admits them and the shell refuses any other override (shell/src/remotes/override-origins.ts).
 */
export const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

export function overrideOrigins(production: boolean, env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.CLOUDFIT_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
  return [...new Set([...(production ? [] : LOCAL_OVERRIDE_ORIGINS), ...configured])];
}
