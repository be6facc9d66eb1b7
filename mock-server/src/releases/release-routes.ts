import { timingSafeEqual } from 'node:crypto';
import { contractMismatches, type ShellProvides } from '@cloudfit/shared/federation/release-contract';
import {
  canaryReleaseSchema,
  promoteReleaseSchema,
  publishReleaseSchema,
  type RemoteReleasesResponse,
  type RemoteReleaseView,
  rollbackReleaseSchema,
  stopCanarySchema,
} from '@cloudfit/shared/schemas/remote-release.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../auth/guards';
import { passwordResetMailLocale as acceptedLocale } from '../auth/password-reset-mail';
import { recordAudit } from '../db/audit-log';
import type { Transaction } from '../db/connection';
import { remoteReleases } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import { serveFile } from '../static/front-end-routes';
import { RELEASE_CODES, releaseMessage } from './release-messages';
import {
  findRelease,
  findReleaseByVersion,
  forgetReleaseOrigins,
  listRegistry,
  liveShellProvides,
  localManifestFile,
  localManifestUrl,
  lockPointer,
  mismatchesWithLiveShell,
  type PointerRow,
  REMOTE_NAMES,
  type ReleaseRow,
  readManifestBlock,
  releaseKey,
  releasesDirOf,
  savePointer,
  viewerCookieHeader,
  viewerFromCookie,
} from './release-registry';

const releasesDirOfApp = (app: FastifyInstance) => releasesDirOf(app.config.frontEndRoot, app.config);

interface Actor {
  staffId: number | null;
  name: string;
}

const actors = new WeakMap<FastifyRequest, Actor>();

function refusal(
  request: FastifyRequest,
  status: number,
  code: Parameters<typeof releaseMessage>[1],
  facts = {},
) {
  const locale = acceptedLocale(undefined, request.headers['accept-language']);
  return new ApiError(status, code, releaseMessage(locale, code, facts));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** preHandler: the deploy token (CLOUDFIT_DEPLOY_TOKEN) or a signed-in developer; 403 for anyone else. */
async function releaseActor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  const deployToken = request.server.config.deployToken;
  if (deployToken && token && sameSecret(token, deployToken)) {
    actors.set(request, { staffId: null, name: 'deploy token' });
    return;
  }
  await authenticate(request, reply);
  const staff = request.staff;
  if (staff?.role !== 'developer') throw refusal(request, 403, RELEASE_CODES.forbidden);
  actors.set(request, { staffId: staff.id, name: staff.fullName });
}

const actorOf = (request: FastifyRequest): Actor => actors.get(request)!;

const summary = (release: ReleaseRow | undefined) =>
  release ? { id: release.id, version: release.version, release: releaseKey(release) } : null;

function view(provides: ShellProvides | undefined, release: ReleaseRow): RemoteReleaseView {
  return {
    id: release.id,
    remote: release.remote,
    version: release.version,
    contentHash: release.contentHash,
    release: releaseKey(release),
    manifestUrl: release.manifestUrl,
    commit: release.commit,
    builtAt: release.builtAt.toISOString(),
    sizeBytes: release.sizeBytes,
    publishedBy: release.publishedBy,
    publishedByStaffId: release.publishedByStaffId,
    publishedAt: release.publishedAt.toISOString(),
    mismatches: provides ? contractMismatches(provides, release.contract) : [],
  };
}

async function assertShellSatisfies(request: FastifyRequest, release: ReleaseRow): Promise<void> {
  const mismatches = await mismatchesWithLiveShell(request.server.config.frontEndRoot, release.contract);
  if (mismatches.length === 0) return;
  const locale = acceptedLocale(undefined, request.headers['accept-language']);
  throw new ApiError(
    422,
    RELEASE_CODES.contractMismatch,
    releaseMessage(locale, RELEASE_CODES.contractMismatch, { mismatches }),
    { details: { mismatches } },
  );
}

async function audit(
  tx: Transaction,
  request: FastifyRequest,
  action: string,
  remote: string,
  before: unknown,
  after: Record<string, unknown>,
) {
  const actor = actorOf(request);
  await recordAudit(tx, {
    actorStaffId: actor.staffId,
    action,
    entity: 'remote_release',
    entityId: remote,
    before,
    after: { ...after, by: actor.name },
  });
}

const pointerValues = (pointer: PointerRow | undefined) => ({
  liveReleaseId: pointer?.liveReleaseId ?? null,
  previousLiveReleaseId: pointer?.previousLiveReleaseId ?? null,
  canaryReleaseId: pointer?.canaryReleaseId ?? null,
  canaryPercent: pointer?.canaryPercent ?? 0,
});

/**
 * /api/v1/remote-releases: the registry of remote releases (which is live, the canary), for the
 * developer role and the deploy token. Every change takes a reason and is in the audit log.
 */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const frontEndRoot = app.config.frontEndRoot;
  const assertRemote = (request: FastifyRequest, remote: string) => {
    if (!REMOTE_NAMES.includes(remote)) throw refusal(request, 422, RELEASE_CODES.unknownRemote, { remote });
  };

  app.get('/remote-releases', { preHandler: releaseActor }, async (): Promise<RemoteReleasesResponse> => {
    const { releases, pointers } = await listRegistry(db);
    const provides = await liveShellProvides(frontEndRoot);
    const views = releases.map((release) => view(provides, release));
    return {
      remotes: REMOTE_NAMES.map((remote) => {
        const pointer = pointers.find((candidate) => candidate.remote === remote);
        return {
          remote,
          liveReleaseId: pointer?.liveReleaseId ?? null,
          previousLiveReleaseId: pointer?.previousLiveReleaseId ?? null,
          canary:
            pointer?.canaryReleaseId != null
              ? { releaseId: pointer.canaryReleaseId, percent: pointer.canaryPercent }
              : null,
          releases: views.filter((release) => release.remote === remote),
        };
      }),
    };
  });

  app.post(
    '/remote-releases',
    { preHandler: releaseActor, schema: { body: publishReleaseSchema } },
    async (request, reply) => {
      const body = request.body;
      assertRemote(request, body.remote);
      const existing = await findReleaseByVersion(db, body.remote, body.version);
      if (existing) {
        if (existing.contentHash !== body.contentHash) {
          throw refusal(request, 409, RELEASE_CODES.versionTaken, {
            remote: body.remote,
            version: body.version,
          });
        }
        return reply.status(200).send(view(await liveShellProvides(frontEndRoot), existing));
      }
      const key = releaseKey(body);
      const manifestUrl = body.manifestUrl ?? localManifestUrl(body.remote, key);
      let contract = body.contract;
      const localFile = localManifestFile(releasesDirOfApp(app), manifestUrl);
      if (localFile) {
        const block = await readManifestBlock(localFile);
        if (!block) throw refusal(request, 422, RELEASE_CODES.filesMissing);
        if (block.kind === 'remote') contract = block.contract;
      } else if (!/^https?:\/\/[^/]/.test(manifestUrl)) {
        throw refusal(request, 422, RELEASE_CODES.filesMissing);
      }
      if (!contract) throw refusal(request, 422, RELEASE_CODES.filesMissing);
      const releaseContract = contract;
      const actor = actorOf(request);
      const { release, created } = await withTransaction(db, async (tx) => {
        const existing = await findReleaseByVersion(tx, body.remote, body.version);
        if (existing) {
          if (existing.contentHash !== body.contentHash) {
            throw refusal(request, 409, RELEASE_CODES.versionTaken, {
              remote: body.remote,
              version: body.version,
            });
          }
          return { release: existing, created: false };
        }
        const [inserted] = await tx
          .insert(remoteReleases)
          .values({
            remote: body.remote,
            version: body.version,
            contentHash: body.contentHash,
            manifestUrl,
            commit: body.commit,
            builtAt: new Date(body.builtAt),
            sizeBytes: body.sizeBytes,
            contract: releaseContract,
            publishedByStaffId: actor.staffId,
            publishedBy: actor.name,
          })
          .returning();
        await audit(tx, request, 'release-publish', body.remote, null, { release: summary(inserted) });
        return { release: inserted!, created: true };
      });
      if (created) forgetReleaseOrigins(db);
      return reply.status(created ? 201 : 200).send(view(await liveShellProvides(frontEndRoot), release));
    },
  );

  app.post(
    '/remote-releases/promote',
    { preHandler: releaseActor, schema: { body: promoteReleaseSchema } },
    async (request) => {
      const { releaseId, reason } = request.body;
      const target = await findRelease(db, releaseId);
      if (!target) throw refusal(request, 404, RELEASE_CODES.notFound);
      await assertShellSatisfies(request, target);
      await withTransaction(db, async (tx) => {
        const pointer = await lockPointer(tx, target.remote);
        if (pointer?.liveReleaseId === target.id) {
          throw refusal(request, 422, RELEASE_CODES.alreadyLive, {
            remote: target.remote,
            version: target.version,
          });
        }
        const from = pointer?.liveReleaseId ? await findRelease(tx, pointer.liveReleaseId) : undefined;
        const canaryEnds = pointer?.canaryReleaseId === target.id;
        await savePointer(tx, target.remote, {
          ...pointerValues(pointer),
          liveReleaseId: target.id,
          previousLiveReleaseId: pointer?.liveReleaseId ?? null,
          ...(canaryEnds ? { canaryReleaseId: null, canaryPercent: 0 } : {}),
        });
        await audit(
          tx,
          request,
          'release-promote',
          target.remote,
          { live: summary(from) },
          {
            live: summary(target),
            reason,
          },
        );
      });
      return { remote: target.remote, liveReleaseId: target.id };
    },
  );

  app.post(
    '/remote-releases/rollback',
    { preHandler: releaseActor, schema: { body: rollbackReleaseSchema } },
    async (request) => {
      const { remote, reason } = request.body;
      assertRemote(request, remote);
      return withTransaction(db, async (tx) => {
        const pointer = await lockPointer(tx, remote);
        if (!pointer?.liveReleaseId) throw refusal(request, 422, RELEASE_CODES.nothingToRollBack, { remote });
        const from = await findRelease(tx, pointer.liveReleaseId);
        const to = pointer.previousLiveReleaseId
          ? await findRelease(tx, pointer.previousLiveReleaseId)
          : undefined;
        // One step: the release live before this one, or the built folder when none was.
        await savePointer(tx, remote, {
          ...pointerValues(pointer),
          liveReleaseId: to?.id ?? null,
          previousLiveReleaseId: null,
          ...(to && pointer.canaryReleaseId === to.id ? { canaryReleaseId: null, canaryPercent: 0 } : {}),
        });
        await audit(
          tx,
          request,
          'release-rollback',
          remote,
          { live: summary(from) },
          { live: summary(to), reason },
        );
        return { remote, liveReleaseId: to?.id ?? null };
      });
    },
  );

  app.post(
    '/remote-releases/canary',
    { preHandler: releaseActor, schema: { body: canaryReleaseSchema } },
    async (request) => {
      const { remote, releaseId, percent, reason } = request.body;
      assertRemote(request, remote);
      const target = await findRelease(db, releaseId);
      if (target?.remote !== remote) throw refusal(request, 404, RELEASE_CODES.notFound);
      await assertShellSatisfies(request, target);
      await withTransaction(db, async (tx) => {
        const pointer = await lockPointer(tx, remote);
        if (pointer?.liveReleaseId === target.id) {
          throw refusal(request, 422, RELEASE_CODES.canaryIsLive, { remote, version: target.version });
        }
        const from = pointer?.canaryReleaseId ? await findRelease(tx, pointer.canaryReleaseId) : undefined;
        await savePointer(tx, remote, {
          ...pointerValues(pointer),
          canaryReleaseId: target.id,
          canaryPercent: percent,
        });
        await audit(
          tx,
          request,
          from ? 'release-canary-change' : 'release-canary-start',
          remote,
          { canary: summary(from), percent: from ? pointer?.canaryPercent : null },
          { canary: summary(target), percent, reason },
        );
      });
      return { remote, canary: { releaseId: target.id, percent } };
    },
  );

  app.post(
    '/remote-releases/canary/stop',
    { preHandler: releaseActor, schema: { body: stopCanarySchema } },
    async (request) => {
      const { remote, reason } = request.body;
      assertRemote(request, remote);
      await withTransaction(db, async (tx) => {
        const pointer = await lockPointer(tx, remote);
        if (!pointer?.canaryReleaseId) throw refusal(request, 422, RELEASE_CODES.noCanary, { remote });
        const from = await findRelease(tx, pointer.canaryReleaseId);
        await savePointer(tx, remote, { ...pointerValues(pointer), canaryReleaseId: null, canaryPercent: 0 });
        await audit(
          tx,
          request,
          'release-canary-stop',
          remote,
          { canary: summary(from), percent: pointer.canaryPercent },
          { canary: null, reason },
        );
      });
      return { remote, canary: null };
    },
  );
};

const RELEASE_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The published releases at `/releases/<remote>/<version+hash>/...`: a folder never changes, so
 * every file is cached for good except the manifest (a re-register may fix a bad manifest URL).
 * Also the viewer cookie: each authenticated API answer names its user for the page requests'
 * canary buckets (release-registry.ts); signing out clears it.
 */
export async function registerReleaseServing(app: FastifyInstance): Promise<void> {
  const releasesDir = releasesDirOfApp(app);
  app.get('/releases/*', (request, reply) => {
    const filePath = `/${request.url.split('?')[0]!.slice('/releases/'.length)}`;
    const cacheControl = filePath.endsWith('/mf-manifest.json') ? 'no-cache' : RELEASE_FILE_CACHE;
    return serveFile(request, reply, releasesDir, filePath, true, cacheControl);
  });
  app.addHook('onSend', async (request, reply) => {
    const secret = app.config.jwtSecret;
    if (request.url.startsWith('/api/v1/jwt/logout')) {
      if (request.headers.cookie?.includes('cloudfit_viewer='))
        reply.header('set-cookie', viewerCookieHeader(secret, null));
      return;
    }
    const staffId = request.staff?.id;
    if (staffId !== undefined && viewerFromCookie(secret, request.headers.cookie) !== staffId) {
      reply.header('set-cookie', viewerCookieHeader(secret, staffId));
    }
  });
}
