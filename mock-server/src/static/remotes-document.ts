import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token';
import { registryRemotesDocument, viewerFromCookie } from '../releases/release-registry';
import { DEFAULT_REMOTES } from './remote-folders';

export { DEFAULT_REMOTES, REMOTE_FOLDERS } from './remote-folders';

/** The signed-in user behind a page or `/remotes.json` request: the viewer cookie, else a Bearer token. */
async function viewerOf(request: FastifyRequest): Promise<number | undefined> {
  const secret = request.server.config.jwtSecret;
  const fromCookie = viewerFromCookie(secret, request.headers.cookie);
  if (fromCookie !== undefined) return fromCookie;
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return (await verifyAccessToken(header.slice('Bearer '.length).trim(), secret)) ?? undefined;
}

/**
 * Remote names to manifest URLs: CLOUDFIT_REMOTES_FILE as it reads now; else the release registry
 * (mock-server/src/releases) for the user asking, with `_releases` naming the served releases; else
 * the remotes this server builds.
 */
export async function readRemotesDocument(
  remotesFile: string | undefined,
  request?: FastifyRequest,
): Promise<Record<string, string>> {
  if (remotesFile) return JSON.parse(await readFile(remotesFile, 'utf8'));
  if (!request) return DEFAULT_REMOTES;
  return registryRemotesDocument(request.server.db, await viewerOf(request));
}
