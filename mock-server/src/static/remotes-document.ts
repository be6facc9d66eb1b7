import { readFile } from 'node:fs/promises';

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

/** Remote names to manifest URLs: CLOUDFIT_REMOTES_FILE as it reads now, or the remotes this server serves. */
export async function readRemotesDocument(remotesFile: string | undefined): Promise<Record<string, string>> {
  return remotesFile ? JSON.parse(await readFile(remotesFile, 'utf8')) : DEFAULT_REMOTES;
}
