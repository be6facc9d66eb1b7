/** Remote folder name -> module federation container name (names cannot contain dashes). */
export const REMOTE_FOLDERS = {
  'remote-studio': 'remote_studio',
  'remote-reports': 'remote_reports',
  'remote-demo-apps': 'remote_demo_apps',
  'remote-auth': 'remote_auth',
} as const;

export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  Object.entries(REMOTE_FOLDERS).map(([folder, name]) => [name, `/remotes/${folder}/mf-manifest.json`]),
);
