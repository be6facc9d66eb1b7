#!/usr/bin/env node
// Publishes one remote as an immutable release and drives the release registry of a running server.
// Usage: see README.md, "Releasing a remote", or `pnpm release --help`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = {
  'remote-studio': 'remote_studio',
  'remote-reports': 'remote_reports',
  'remote-demo-apps': 'remote_demo_apps',
  'remote-auth': 'remote_auth',
};

const HELP = `pnpm release <remote> [--no-build] [--dist DIR] [--version V] [--manifest-url URL] [--promote REASON]
  builds <remote> (remote-studio, remote-reports, remote-demo-apps, remote-auth), copies its dist to
  <releases root>/<remote_name>/<version>+<content hash>/ (never overwritten) and registers it.
pnpm release list
pnpm release promote <remote> <version> --reason TEXT
pnpm release rollback <remote> --reason TEXT
pnpm release canary <remote> <version> <percent> --reason TEXT
pnpm release canary-stop <remote> --reason TEXT

Options and environment:
  --server URL         the running server (CLOUDFIT_SERVER, default http://localhost:8080)
  --releases-dir DIR   the releases root (RELEASES_DIR, default mock-server/releases, which the server serves at /releases/)
  --manifest-url URL   the files live on another origin: register this manifest URL ({release} becomes version+hash)
  --dist DIR           publish this folder instead of <remote>/dist (implies --no-build)
  --version V          publish under this version instead of the one the build wrote
  CLOUDFIT_DEPLOY_TOKEN, or CLOUDFIT_EMAIL and CLOUDFIT_PASSWORD of a developer: who publishes`;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function remoteOf(name) {
  if (REMOTES[name]) return { folder: name, remote: REMOTES[name] };
  const folder = Object.keys(REMOTES).find((candidate) => REMOTES[candidate] === name);
  if (!folder) fail(`unknown remote "${name}"; one of ${Object.keys(REMOTES).join(', ')}`);
  return { folder, remote: name };
}

/** Every file under `dir`, relative, sorted. */
function filesOf(dir) {
  const files = [];
  const visit = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) visit(child);
      else files.push(child);
    }
  };
  visit('');
  return files.sort();
}

/** The manifests name the build time and commit, so they are left out: the same code is the same release. */
const isManifest = (file) => /^(?:mf-manifest|mf-stats)\.json(?:\.br|\.gz)?$/.test(file);

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir).filter((candidate) => !isManifest(candidate))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** What a browser downloads at most: the code and styles, not source maps or the precompressed copies. */
function sizeOf(dir) {
  return filesOf(dir)
    .filter((file) => !/\.(?:map|br|gz)$/.test(file))
    .reduce((total, file) => total + statSync(path.join(dir, file)).size, 0);
}

async function credentials(server) {
  if (process.env.CLOUDFIT_DEPLOY_TOKEN) return process.env.CLOUDFIT_DEPLOY_TOKEN;
  const { CLOUDFIT_EMAIL: email, CLOUDFIT_PASSWORD: password } = process.env;
  if (!email || !password)
    fail('set CLOUDFIT_DEPLOY_TOKEN, or CLOUDFIT_EMAIL and CLOUDFIT_PASSWORD of a developer');
  const response = await fetch(`${server}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) fail(`signing in as ${email} answered ${response.status}`);
  return (await response.json()).accessToken;
}

async function call(server, method, pathname, body) {
  const token = await credentials(server);
  const response = await fetch(`${server}/api/v1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`${method} ${pathname} answered ${response.status}: ${answer.error?.message ?? ''}`);
  return { status: response.status, body: answer };
}

async function releaseOf(server, remote, version) {
  const { body } = await call(server, 'GET', '/remote-releases');
  const release = body.remotes
    .find((candidate) => candidate.remote === remote)
    ?.releases.find((candidate) => candidate.version === version || candidate.release === version);
  if (!release) fail(`${remote} has no release ${version}`);
  return release;
}

async function publish(options, name) {
  const { folder, remote } = remoteOf(name);
  const dist = options.dist ? path.resolve(options.dist) : path.join(ROOT, folder, 'dist');
  if (!options.dist && options.build !== false) {
    execFileSync('pnpm', ['--filter', folder, 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: build ${folder} first`);
  const block = JSON.parse(readFileSync(manifestFile, 'utf8')).cloudfit;
  if (block?.kind !== 'remote') fail(`${manifestFile} has no "cloudfit" block: rebuild ${folder}`);
  const version = options.version ?? block.version;
  const hash = contentHash(dist);
  const key = `${version}+${hash}`;
  const remoteDir = path.join(options.releasesDir, remote);
  const target = path.join(remoteDir, key);
  const sameVersion = existsSync(remoteDir)
    ? readdirSync(remoteDir).filter((entry) => entry.startsWith(`${version}+`) && entry !== key)
    : [];
  if (sameVersion.length > 0) {
    fail(
      `${remote} ${version} is already published with other content (${sameVersion.join(', ')}); bump the version`,
    );
  }
  if (existsSync(target)) {
    if (contentHash(target) !== hash)
      fail(`${target} exists with other content; releases are never overwritten`);
    console.log(`${remote} ${key} is already in ${remoteDir}`);
  } else {
    // Copied under a temporary name and renamed, so the server never serves half a release.
    const partial = path.join(remoteDir, `.partial-${key}-${process.pid}`);
    mkdirSync(remoteDir, { recursive: true });
    cpSync(dist, partial, { recursive: true });
    if (version !== block.version) {
      const manifest = JSON.parse(readFileSync(path.join(partial, 'mf-manifest.json'), 'utf8'));
      manifest.cloudfit.version = version;
      for (const suffix of ['.br', '.gz'])
        rmSync(path.join(partial, `mf-manifest.json${suffix}`), { force: true });
      writeFileSync(path.join(partial, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
    }
    renameSync(partial, target);
    console.log(`${remote} ${key} copied to ${target}`);
  }
  const manifestUrl = options.manifestUrl?.replaceAll('{release}', key);
  const { status, body } = await call(options.server, 'POST', '/remote-releases', {
    remote,
    version,
    contentHash: hash,
    ...(manifestUrl ? { manifestUrl, contract: block.contract } : {}),
    commit: block.commit,
    builtAt: block.builtAt,
    sizeBytes: sizeOf(dist),
  });
  console.log(
    `${status === 201 ? 'registered' : 'already registered'}: ${remote} ${key} (release ${body.id})`,
  );
  if (body.mismatches?.length) {
    console.log(
      `the live shell does not satisfy it: ${body.mismatches.map((m) => `${m.name} ${m.required}`).join(', ')}`,
    );
  }
  if (options.promote) {
    await call(options.server, 'POST', '/remote-releases/promote', {
      releaseId: body.id,
      reason: options.promote,
    });
    console.log(`${remote} ${key} is live`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      build: { type: 'boolean', default: true },
      'no-build': { type: 'boolean' },
      dist: { type: 'string' },
      version: { type: 'string' },
      'manifest-url': { type: 'string' },
      promote: { type: 'string' },
      reason: { type: 'string' },
      server: { type: 'string' },
      'releases-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return;
  }
  const server = (values.server ?? process.env.CLOUDFIT_SERVER ?? 'http://localhost:8080').replace(
    /\/+$/,
    '',
  );
  const reason = () => values.reason ?? fail('give a --reason');
  switch (command) {
    case 'list': {
      const { body } = await call(server, 'GET', '/remote-releases');
      for (const remote of body.remotes) {
        console.log(remote.remote);
        for (const release of remote.releases) {
          const marks = [
            release.id === remote.liveReleaseId ? 'live' : '',
            release.id === remote.canary?.releaseId ? `canary ${remote.canary.percent}%` : '',
          ].filter(Boolean);
          console.log(
            `  ${release.release}  ${release.commit.slice(0, 10)}  ${release.builtAt}  ${release.publishedBy}  ${marks.join(', ')}`,
          );
        }
      }
      return;
    }
    case 'promote': {
      const { remote } = remoteOf(rest[0] ?? fail('promote <remote> <version>'));
      const release = await releaseOf(server, remote, rest[1] ?? fail('promote <remote> <version>'));
      await call(server, 'POST', '/remote-releases/promote', { releaseId: release.id, reason: reason() });
      console.log(`${remote} ${release.release} is live`);
      return;
    }
    case 'rollback': {
      const { remote } = remoteOf(rest[0] ?? fail('rollback <remote>'));
      const { body } = await call(server, 'POST', '/remote-releases/rollback', { remote, reason: reason() });
      console.log(`${remote} rolled back; live release: ${body.liveReleaseId ?? 'the built folder'}`);
      return;
    }
    case 'canary': {
      const { remote } = remoteOf(rest[0] ?? fail('canary <remote> <version> <percent>'));
      const release = await releaseOf(server, remote, rest[1] ?? fail('canary <remote> <version> <percent>'));
      const percent = Number(rest[2]);
      await call(server, 'POST', '/remote-releases/canary', {
        remote,
        releaseId: release.id,
        percent,
        reason: reason(),
      });
      console.log(`${remote} ${release.release} is the canary for ${percent}% of signed-in users`);
      return;
    }
    case 'canary-stop': {
      const { remote } = remoteOf(rest[0] ?? fail('canary-stop <remote>'));
      await call(server, 'POST', '/remote-releases/canary/stop', { remote, reason: reason() });
      console.log(`${remote} has no canary`);
      return;
    }
    default:
      await publish(
        {
          build: !values['no-build'],
          dist: values.dist,
          version: values.version,
          manifestUrl: values['manifest-url'],
          promote: values.promote,
          server,
          releasesDir: path.resolve(
            values['releases-dir'] ?? process.env.RELEASES_DIR ?? path.join(ROOT, 'mock-server/releases'),
          ),
        },
        command,
      );
  }
}

await main();
