import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CloudfitManifestBlock,
  type ContractMismatch,
  contractMismatches,
  type ReleaseContract,
  type ShellProvides,
} from '@cloudfit/shared/federation/release-contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connection';
import { remoteReleasePointers, remoteReleases } from '../db/schema';
import { DEFAULT_REMOTES, REMOTE_FOLDERS } from '../static/remote-folders';

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type PointerRow = typeof remoteReleasePointers.$inferSelect;

/** The releases root: RELEASES_DIR, else `mock-server/releases` of the front-end root. */
export function releasesDirOf(frontEndRoot: string, config?: { releasesDir?: string }): string {
  return config?.releasesDir ?? path.join(frontEndRoot, 'mock-server', 'releases');
}

/** The federation names of the remotes: `remote_studio`... */
export const REMOTE_NAMES: string[] = Object.values(REMOTE_FOLDERS);

/** `1.2.3+ab12cd34ef`: a release's folder under the releases root, and how people name it. */
export const releaseKey = (release: Pick<ReleaseRow, 'version' | 'contentHash'>) =>
  `${release.version}+${release.contentHash}`;

/** Where a release published into this server's releases folder is served. */
export const localManifestUrl = (remote: string, key: string) =>
  `/releases/${remote}/${key}/mf-manifest.json`;

/** `/releases/<remote>/<key>/mf-manifest.json` -> the manifest file under `releasesDir`, for a local URL. */
export function localManifestFile(releasesDir: string, manifestUrl: string): string | undefined {
  const match = /^\/releases\/([a-z_]+)\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (!match) return undefined;
  const key = match[2]!;
  if (key.includes('/') || key.includes('\\') || key.startsWith('.')) return undefined;
  return path.join(releasesDir, match[1]!, key, 'mf-manifest.json');
}

/** A manifest's cloudfit block, or undefined when it has none or cannot be read. */
export async function readManifestBlock(file: string): Promise<CloudfitManifestBlock | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { cloudfit?: CloudfitManifestBlock };
    return manifest.cloudfit;
  } catch {
    return undefined;
  }
}

/** What the live shell (`shell/dist/mf-manifest.json`) provides; undefined for a shell built without it. */
export async function liveShellProvides(frontEndRoot: string): Promise<ShellProvides | undefined> {
  const block = await readManifestBlock(path.join(frontEndRoot, 'shell/dist/mf-manifest.json'));
  return block?.kind === 'shell' ? block.provides : undefined;
}

/** The mismatches of a release with the live shell; none when the shell does not say what it provides. */
export async function mismatchesWithLiveShell(
  frontEndRoot: string,
  contract: ReleaseContract,
): Promise<ContractMismatch[]> {
  const provides = await liveShellProvides(frontEndRoot);
  return provides ? contractMismatches(provides, contract) : [];
}

export async function findRelease(db: Database | Transaction, id: number): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.id, id));
  return row;
}

export async function findReleaseByVersion(
  db: Database | Transaction,
  remote: string,
  version: string,
): Promise<ReleaseRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return row;
}

/** The pointer of a remote, locked for the transaction's write; a remote never released has none. */
export async function lockPointer(tx: Transaction, remote: string): Promise<PointerRow | undefined> {
  const [row] = await tx
    .select()
    .from(remoteReleasePointers)
    .where(eq(remoteReleasePointers.remote, remote))
    .for('update');
  return row;
}

export async function savePointer(
  tx: Transaction,
  remote: string,
  values: Pick<PointerRow, 'liveReleaseId' | 'previousLiveReleaseId' | 'canaryReleaseId' | 'canaryPercent'>,
): Promise<void> {
  await tx
    .insert(remoteReleasePointers)
    .values({ remote, ...values })
    .onConflictDoUpdate({
      target: remoteReleasePointers.remote,
      set: {
        ...values,
        version: sql`${remoteReleasePointers.version} + 1`,
        updatedAt: new Date(),
      },
    });
}

export async function listRegistry(db: Database) {
  const [releases, pointers] = await Promise.all([
    db.select().from(remoteReleases).orderBy(desc(remoteReleases.publishedAt), desc(remoteReleases.id)),
    db.select().from(remoteReleasePointers),
  ]);
  return { releases, pointers };
}

/**
 * Whether a signed-in user gets a remote's canary: a stable bucket 0-99 from the user and the
 * remote, so the same user sees the same release on every page while the percentage stays.
 */
export function inCanary(viewerId: number, remote: string, percent: number): boolean {
  const digest = createHash('sha256').update(`${viewerId}:${remote}`).digest();
  return digest.readUInt32BE(0) % 100 < percent;
}

/** A served release as the remotes document names it (`_releases`), so a tab can tell a newer one. */
export interface ServedRelease {
  id: number;
  version: string;
  release: string;
}

/**
 * The remotes document from the registry: each remote's live release (its canary for a signed-in
 * user in the canary's share), the built folder for a remote never released. `_releases` names the
 * release served for each remote that has one.
 */
export async function registryRemotesDocument(
  db: Database,
  viewerId: number | undefined,
): Promise<Record<string, string>> {
  const pointers = await db.select().from(remoteReleasePointers);
  const wanted = new Map<string, number>();
  for (const pointer of pointers) {
    const canary =
      pointer.canaryReleaseId !== null &&
      viewerId !== undefined &&
      inCanary(viewerId, pointer.remote, pointer.canaryPercent);
    const releaseId = canary ? pointer.canaryReleaseId : pointer.liveReleaseId;
    if (releaseId !== null) wanted.set(pointer.remote, releaseId);
  }
  if (wanted.size === 0) return { ...DEFAULT_REMOTES };
  const releases = await db
    .select()
    .from(remoteReleases)
    .where(inArray(remoteReleases.id, [...wanted.values()]));
  const byId = new Map(releases.map((release) => [release.id, release]));
  const document: Record<string, string> = { ...DEFAULT_REMOTES };
  const served: Record<string, ServedRelease> = {};
  for (const [remote, releaseId] of wanted) {
    const release = byId.get(releaseId);
    if (!release) continue;
    document[remote] = release.manifestUrl;
    served[remote] = { id: release.id, version: release.version, release: releaseKey(release) };
  }
  // Not a remote: the shell skips keys starting with `_` (shell/src/remotes/remote-manifests.ts).
  return Object.assign(document, { _releases: served as unknown as string });
}

const VIEWER_COOKIE = 'cloudfit_viewer';

function viewerSignature(secret: Uint8Array, staffId: number): string {
  return createHmac('sha256', secret).update(`viewer:${staffId}`).digest('base64url').slice(0, 22);
}

/** The cookie that tells page requests which signed-in user asks (canary buckets); not a credential. */
export function viewerCookieValue(secret: Uint8Array, staffId: number): string {
  return `${staffId}.${viewerSignature(secret, staffId)}`;
}

export function viewerCookieHeader(secret: Uint8Array, staffId: number | null): string {
  return staffId === null
    ? `${VIEWER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`
    : `${VIEWER_COOKIE}=${viewerCookieValue(secret, staffId)}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`;
}

/** The signed-in user a request's viewer cookie names, if its signature holds. */
export function viewerFromCookie(secret: Uint8Array, cookieHeader: string | undefined): number | undefined {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VIEWER_COOKIE}=`))
    ?.slice(VIEWER_COOKIE.length + 1);
  const match = /^(\d+)\.([\w-]{22})$/.exec(value ?? '');
  if (!match) return undefined;
  const staffId = Number(match[1]);
  const expected = Buffer.from(viewerSignature(secret, staffId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? staffId : undefined;
}

const ORIGINS_FRESH_MS = 5_000;
const releaseOriginsByDb = new WeakMap<Database, { origins: string[]; readAt: number; reading: boolean }>();

/**
 * The origins of the releases registered with an absolute manifest URL (files on a CDN), for the
 * pages' Content Security Policy. Answers at once with what it last read and reads again in the
 * background when that is older than a few seconds, so a release registered through another API
 * process is admitted from about then on.
 */
export function releaseOrigins(db: Database | undefined): string[] {
  // A server without a database (a test of the headers alone) has no registry.
  if (!db) return [];
  let known = releaseOriginsByDb.get(db);
  if (!known) {
    known = { origins: [], readAt: 0, reading: false };
    releaseOriginsByDb.set(db, known);
  }
  const entry = known;
  if (!entry.reading && performance.now() - entry.readAt > ORIGINS_FRESH_MS) {
    entry.reading = true;
    db.selectDistinct({ manifestUrl: remoteReleases.manifestUrl })
      .from(remoteReleases)
      .where(sql`${remoteReleases.manifestUrl} ~ '^https?://'`)
      .then((rows) => {
        entry.origins = [
          ...new Set(
            rows.flatMap(({ manifestUrl }) =>
              URL.canParse(manifestUrl) ? [new URL(manifestUrl).origin] : [],
            ),
          ),
        ];
        entry.readAt = performance.now();
      })
      .catch(() => undefined)
      .finally(() => {
        entry.reading = false;
      });
  }
  return entry.origins;
}

/** After a publish through this process: the next page reads the origins again. */
export function forgetReleaseOrigins(db: Database): void {
  const known = releaseOriginsByDb.get(db);
  if (known) known.readAt = 0;
}
