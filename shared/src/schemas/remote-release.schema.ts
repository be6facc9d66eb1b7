import { z } from 'zod';

/** A release's reason for a change: shown in the audit log. */
const reason = z.string().trim().min(1).max(500);
/** A release's id: a PostgreSQL integer. */
const releaseId = z.number().int().positive().max(2_147_483_647);

const contract = z.object({
  shellApi: z.number().int(),
  shared: z.record(z.string().max(200), z.string().max(200)),
});

/** POST /remote-releases: register a published release (`pnpm release` sends it). */
export const publishReleaseSchema = z.object({
  remote: z.string().min(1).max(100),
  version: z
    .string()
    .max(64)
    .regex(/^\d+\.\d+\.\d+(?:[-][0-9A-Za-z.-]+)?$/),
  contentHash: z.string().regex(/^[0-9a-f]{8,64}$/),
  /** Absent: the release's folder in this server's releases folder. Or an absolute http(s) URL elsewhere. */
  manifestUrl: z.string().max(2000).optional(),
  commit: z.string().min(1).max(64),
  builtAt: z.iso.datetime({ offset: true }),
  sizeBytes: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** Used when the manifest is elsewhere; a local release's contract is read from its manifest. */
  contract: contract.optional(),
});
export type PublishRelease = z.infer<typeof publishReleaseSchema>;

export const promoteReleaseSchema = z.object({ releaseId, reason });
export const rollbackReleaseSchema = z.object({ remote: z.string().min(1).max(100), reason });
export const canaryReleaseSchema = z.object({
  remote: z.string().min(1).max(100),
  releaseId,
  percent: z.number().int().min(1).max(100),
  reason,
});
export const stopCanarySchema = rollbackReleaseSchema;

export interface ContractMismatchView {
  name: string;
  required: string;
  provided: string | null;
}

export interface RemoteReleaseView {
  id: number;
  remote: string;
  version: string;
  contentHash: string;
  /** `version+contentHash`: the release's folder. */
  release: string;
  manifestUrl: string;
  commit: string;
  builtAt: string;
  sizeBytes: number;
  /** The publisher's name; `publishedByStaffId` null means the deploy token. */
  publishedBy: string;
  publishedByStaffId: number | null;
  publishedAt: string;
  /** What the live shell lacks for this release; empty when it may go live. */
  mismatches: ContractMismatchView[];
}

export interface RemoteRegistryView {
  remote: string;
  liveReleaseId: number | null;
  previousLiveReleaseId: number | null;
  canary: { releaseId: number; percent: number } | null;
  releases: RemoteReleaseView[];
}

export interface RemoteReleasesResponse {
  remotes: RemoteRegistryView[];
}
