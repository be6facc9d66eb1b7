import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS } from '@cloudfit/shared/constants';
import type { BackupSchedule } from './backup/backup-schedule';
import { type DatabaseLocation, IN_MEMORY } from './db/connection';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const DEFAULT_PGLITE_DIR = path.join(REPO_ROOT, 'mock-server/.data/pglite');

export interface LoginLimits {
  /** Failed sign-ins allowed per (IP, email) within `failureWindowMs`. */
  maxFailures: number;
  failureWindowMs: number;
  /** Requests per IP per minute on all /jwt routes. */
  perIpPerMinute: number;
}

export interface MailSettings {
  /** SMTP_URL (`smtp://user:pass@host:587`): mail goes out through it; without it, to the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  from: string;
  /**
   * CLOUDFIT_PUBLIC_URL: the origin links in mails point at. Never taken from a request's Host
   * header, which a caller could set to their own site to catch reset links.
   */
  publicUrl: string;
}

export const DEFAULT_MAIL_FROM = 'CloudFit <no-reply@cloudfit.local>';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  /** Folder holding `shell/dist` and `remote-*\/dist`. */
  frontEndRoot: string;
  /**
   * The server renders a signed-in browser's first screen (its page cookie), when the shell's build
   * has the renderer; PAGE_RENDER=off sends every page for the browser to render. Absent (tests) is off.
   */
  renderPages?: boolean;
  /**
   * PAGE_RENDER_BUDGET_MS (default 300): how long a page waits for its rendering before it goes
   * without; a page that waits longer would show later than the browser renders it.
   */
  pageRenderBudgetMs?: number;
  /** JSON file of remote names to manifest URLs that replaces the built-in map (CLOUDFIT_REMOTES_FILE). */
  remotesFile: string | undefined;
  loginLimits: LoginLimits;
  mail: MailSettings;
  /** The sign-in page's demo-accounts box; CLOUDFIT_HIDE_DEMO_ACCOUNTS=true hides it. */
  showDemoAccounts: boolean;
  logLevel: string;
  /**
   * NODE_ENV=production: the CSP admits only the remotes document's origins, not localhost dev
   * servers. Absent (tests, the bench) means development.
   */
  production?: boolean;
  /** RELEASES_DIR: where `pnpm release` publishes remotes, served at /releases/ (default mock-server/releases). */
  releasesDir?: string;
  /** CLOUDFIT_DEPLOY_TOKEN: a Bearer token that may publish and change releases (CI), besides developers. */
  deployToken?: string;
  /**
   * TRUST_PROXY: behind a reverse proxy, read the client's address from X-Forwarded-For (`true`,
   * or the proxies' addresses, comma-separated), so the per-IP sign-in limits see clients, not the proxy.
   */
  trustProxy?: boolean | string;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, /readyz answers 503 and requests are still served this long
   * before the server stops accepting, so a load balancer takes it out first (0 without one).
   */
  shutdownDrainMs?: number;
  /**
   * CLOUDFIT_SHELL_ASSETS_URL (`https://cdn.example.com/shell/`): the shell's built files (its chunks,
   * the favicon) load from there, a static origin or CDN holding shell/dist; the page itself is still
   * sent by this server, with its CSP nonce. Unset: from this server, at `/`.
   */
  shellAssetsUrl?: string;
  /** Scheduled backups: BACKUP_DIR turns them on (BACKUP_INTERVAL_HOURS, default 24; BACKUP_KEEP, default 7). */
  backups?: BackupSchedule;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailures: 5,
  failureWindowMs: 15 * 60_000,
  perIpPerMinute: 100,
};

/**
 * Without JWT_SECRET the secret is generated once and kept beside the data folder, so a restart
 * keeps everyone signed in. An in-memory database gets a secret that lives as long as the process.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, pgliteDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (pgliteDir === IN_MEMORY) return randomBytes(32);
  const dataRoot = path.dirname(path.resolve(pgliteDir));
  const secretFile = path.join(dataRoot, 'jwt-secret');
  if (!existsSync(secretFile)) {
    mkdirSync(dataRoot, { recursive: true });
    writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(secretFile, 'utf8').trim());
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** An http(s) folder URL ending in `/`; anything else is a mistake to stop on, not to serve pages with. */
function shellAssetsUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value.endsWith('/') ? value : `${value}/`) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`CLOUDFIT_SHELL_ASSETS_URL must be an http(s) folder URL, not ${value}`);
  }
  return url.href;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const pgliteDir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  const port = Number(env.PORT || 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir },
    jwtSecret: resolveJwtSecret(env, pgliteDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS || ACCESS_TOKEN_TTL_SECONDS),
    frontEndRoot: env.CLOUDFIT_FRONTEND_ROOT || REPO_ROOT,
    renderPages: env.PAGE_RENDER !== 'off',
    pageRenderBudgetMs: env.PAGE_RENDER_BUDGET_MS ? Number(env.PAGE_RENDER_BUDGET_MS) : undefined,
    remotesFile: env.CLOUDFIT_REMOTES_FILE || undefined,
    loginLimits: DEFAULT_LOGIN_LIMITS,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
      publicUrl: (env.CLOUDFIT_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    },
    showDemoAccounts: env.CLOUDFIT_HIDE_DEMO_ACCOUNTS !== 'true',
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    releasesDir: env.RELEASES_DIR || undefined,
    deployToken: env.CLOUDFIT_DEPLOY_TOKEN || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS || 0),
    shellAssetsUrl: shellAssetsUrlOf(env.CLOUDFIT_SHELL_ASSETS_URL),
    backups: env.BACKUP_DIR
      ? {
          folder: path.resolve(env.BACKUP_DIR),
          intervalMs: Number(env.BACKUP_INTERVAL_HOURS || 24) * 3_600_000,
          keep: Math.max(1, Number(env.BACKUP_KEEP || 7)),
        }
      : undefined,
  };
}
