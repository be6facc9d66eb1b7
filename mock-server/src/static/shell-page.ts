import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchesRoutePattern } from '@cloudfit/shared/router/route-pattern';
import type { FastifyRequest } from 'fastify';
import { overrideOrigins } from '../http/override-origins';
import { releasesDirOf } from '../releases/release-registry';
import { REMOTE_FOLDERS, readRemotesDocument } from './remotes-document';
import { shellFilesFallbackScript } from './shell-files-fallback';

/** One address pattern of the shell and the remote screen that shows it (shell/build/page-assets-plugin.cjs). */
interface RouteScreen {
  path: string;
  remote: string;
  expose: string;
}

/** The parts of an app's `mf-manifest.json` a screen's first files are read from. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } } }[];
}

/** A language's strings, split from an app's code by its build: `i18n-zh-TW.51700079d9.js` (shared/build). */
const LANGUAGE_FILE = /^i18n-([A-Za-z-]+)\.[0-9a-f]+\.js$/;

const builtFiles = new Map<string, { modifiedAt: number; value: unknown }>();

/**
 * A file of a dist folder as `read` makes it, read again only when a build has rewritten it. The
 * check is a synchronous stat (microseconds): through libuv's thread pool, behind the API's work
 * under a busy studio's load, each of a page's file checks took 80-260 ms.
 */
export async function readBuilt<T>(file: string, read: (text: string) => T): Promise<T> {
  const { mtimeMs } = statSync(file);
  const cached = builtFiles.get(file);
  if (cached?.modifiedAt === mtimeMs) return cached.value as T;
  const value = read(readFileSync(file, 'utf8'));
  builtFiles.set(file, { modifiedAt: mtimeMs, value });
  return value;
}

const readBuiltJson = <T>(file: string) => readBuilt(file, (text) => JSON.parse(text) as T);

/**
 * `/remotes/remote-studio/mf-manifest.json` -> `remote-studio/dist`, a remote this server serves from
 * its dist; `/releases/remote_studio/1.2.3+ab12/mf-manifest.json` -> that release's folder.
 */
function localRemoteFolder(
  manifestUrl: string,
  frontEndRoot: string,
  releasesDir: string,
): { dir: string; base: string } | undefined {
  const folder = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  if (folder && Object.hasOwn(REMOTE_FOLDERS, folder)) {
    return { dir: path.join(frontEndRoot, folder, 'dist'), base: `/remotes/${folder}/` };
  }
  const release = /^\/releases\/([a-z_]+)\/([\w.+-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (!release || release[2]!.startsWith('.')) return undefined;
  return {
    dir: path.join(releasesDir, release[1]!, release[2]!),
    base: `/releases/${release[1]}/${release[2]}/`,
  };
}

/**
 * A prefetch, not a preload: the browser keeps a failed preload and hands it to the runtime's later
 * request for the same file, so a screen whose remote failed at start could never load on Retry.
 * A prefetched file goes to the HTTP cache, which keeps no failures; the runtime's request reads
 * it there (entry files answered to a prefetch stay fresh for seconds: front-end-routes.ts).
 */
function prefetchTag(href: string): string {
  return `<link rel=prefetch href="${href}">`;
}

/** The remote screen an address opens, with its remote's manifest, when this server serves its files. */
async function openedScreen(
  frontEndRoot: string,
  remotes: Record<string, string>,
  pathname: string,
  releasesDir: string,
) {
  const screens = await readBuiltJson<RouteScreen[]>(
    path.join(frontEndRoot, 'shell/dist/route-screens.json'),
  );
  const screen = screens.find((candidate) => matchesRoutePattern(candidate.path, pathname));
  const manifestUrl = screen && remotes[screen.remote];
  const folder = manifestUrl && localRemoteFolder(manifestUrl, frontEndRoot, releasesDir);
  if (!screen || !manifestUrl || !folder) return undefined;
  const manifest = await readBuiltJson<Manifest>(path.join(folder.dir, 'mf-manifest.json'));
  const exposed = manifest.exposes.find((candidate) => candidate.name === screen.expose);
  return exposed && { manifestUrl, manifest, exposed, base: folder.base };
}

type OpenedScreen = NonNullable<Awaited<ReturnType<typeof openedScreen>>>;

/** The prefetch tags of the opened screen: its manifest, its remote's entry and the screen's own files. */
function screenPrefetchTags({ manifestUrl, manifest, exposed, base }: OpenedScreen): string {
  const { remoteEntry } = manifest.metaData;
  return [
    manifestUrl,
    `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
    ...exposed.assets.js.sync.map((file) => `${base}${file}`),
    ...exposed.assets.css.sync.map((file) => `${base}${file}`),
  ]
    .map(prefetchTag)
    .join('');
}

/**
 * The files of each language other than English that the opened screen waits for: the shell's
 * strings and the screen's remote's. The page's script starts the user's language's
 * (shell/src/session/page-early-reads.ts), which the server cannot know: it is kept in the browser.
 */
async function languageFiles(frontEndRoot: string, screen: OpenedScreen | undefined, shellBase: string) {
  const shell = await readBuiltJson<Manifest>(path.join(frontEndRoot, 'shell/dist/mf-manifest.json'));
  const shellFiles = shell.exposes
    .flatMap((exposed) => exposed.assets.js.async)
    .map((file) => `${shellBase}${file}`);
  const screenFiles = screen ? screen.exposed.assets.js.async.map((file) => `${screen.base}${file}`) : [];
  const files = new Set([...shellFiles, ...screenFiles]);
  const byLanguage: Record<string, string[]> = {};
  for (const file of files) {
    const language = LANGUAGE_FILE.exec(path.posix.basename(file))?.[1];
    if (language) byLanguage[language] = [...(byLanguage[language] ?? []), file];
  }
  return byLanguage;
}

/**
 * The shell's page script that sends the opened screen's API reads as the page is parsed
 * (shell/src/session/page-early-reads.ts), inline: a request for it would wait behind the shell's
 * own files. Nothing when the shell was built without it.
 */
async function pageEarlyReadsTag(frontEndRoot: string): Promise<string> {
  try {
    const script = await readBuilt(path.join(frontEndRoot, 'shell/dist/page-early-reads.js'), (text) =>
      text.replace(/<\/script/gi, '<\\/script'),
    );
    return `<script>${script}</script>`;
  } catch {
    return '';
  }
}

/** A JSON data block of the page; `<` escaped, so no value can close the script element. */
function dataBlock(id: string, value: unknown): string {
  return `<script type=application/json id=${id}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * What the page sent for an address adds to the shell's built index.html, before `</head>`: the
 * remotes document (the shell reads it instead of asking for `/remotes.json`), the files of each
 * language the screen waits for, the script that sends the screen's API reads at once and starts
 * the user's language's files, and prefetches of the remote screen that shows the address.
 * Nothing when the document cannot be read: the shell then asks for `/remotes.json`, which reports
 * the error. No prefetches and no language files while a built file cannot be read (an address no
 * screen shows, a remote served from elsewhere, a build under way): the shell then loads as it
 * always does.
 */
export async function shellPageAdditions(
  frontEndRoot: string,
  remotesFile: string | undefined,
  url: string,
  request?: FastifyRequest,
): Promise<string> {
  try {
    const remotes = await readRemotesDocument(remotesFile, request);
    const releasesDir = releasesDirOf(frontEndRoot, request?.server.config);
    const screen = await openedScreen(frontEndRoot, remotes, url.split('?')[0]!, releasesDir).catch(
      () => undefined,
    );
    const shellBase = request?.server.config.shellAssetsUrl ?? '/';
    const languages = await languageFiles(frontEndRoot, screen, shellBase).catch(() => ({}));
    return (
      dataBlock('cloudfit-remotes', remotes) +
      dataBlock('cloudfit-override-origins', overrideOrigins(process.env.NODE_ENV === 'production')) +
      dataBlock('cloudfit-language-files', languages) +
      (await pageEarlyReadsTag(frontEndRoot)) +
      (screen ? screenPrefetchTags(screen) : '')
    );
  } catch {
    return '';
  }
}

/**
 * The shell's built index.html with its own files (`src=/main.js`, `href=/favicon.svg`, the
 * preloads) taken from `shellAssetsUrl`, a `<meta>` naming it, from which the shell sets where
 * its later chunks load (shell/src/public-path.ts), and the page's message for when that origin is
 * down (shell-files-fallback.ts). Unchanged without one.
 */
export function withShellAssetsFrom(indexHtml: string, shellAssetsUrl: string | undefined): string {
  if (!shellAssetsUrl) return indexHtml;
  return indexHtml
    .replace(/\b(src|href)=(["']?)\/(?!\/)/g, `$1=$2${shellAssetsUrl}`)
    .replace(
      /<head\b[^>]*>/,
      (head) =>
        `${head}<meta name="cloudfit-asset-base" content="${shellAssetsUrl}">${shellFilesFallbackScript(shellAssetsUrl)}`,
    );
}
