import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchesRoutePattern } from '@cloudfit/shared/router/route-pattern';
import { REMOTE_FOLDERS, readRemotesDocument } from './remotes-document';

/** One address pattern of the shell and the remote screen that shows it (shell/build/page-assets-plugin.cjs). */
interface RouteScreen {
  path: string;
  remote: string;
  expose: string;
}

/** The parts of a remote's `mf-manifest.json` a screen's first files are read from. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const builtFiles = new Map<string, { modifiedAt: number; value: unknown }>();

/** A file of a dist folder as `read` makes it, read again only when a build has rewritten it. */
async function readBuilt<T>(file: string, read: (text: string) => T): Promise<T> {
  const { mtimeMs } = await stat(file);
  const cached = builtFiles.get(file);
  if (cached?.modifiedAt === mtimeMs) return cached.value as T;
  const value = read(await readFile(file, 'utf8'));
  builtFiles.set(file, { modifiedAt: mtimeMs, value });
  return value;
}

const readBuiltJson = <T>(file: string) => readBuilt(file, (text) => JSON.parse(text) as T);

/** `/remotes/remote-studio/mf-manifest.json` -> `remote-studio`: a remote this server serves from its dist. */
function localRemoteFolder(manifestUrl: string): string | undefined {
  const folder = /^\/remotes\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  return folder && Object.hasOwn(REMOTE_FOLDERS, folder) ? folder : undefined;
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

/**
 * The prefetch tags of the remote screen an address opens: its manifest, its remote's entry and the
 * screen's own files, read from the manifest the remote's last build wrote. Nothing for an address
 * no screen shows, for a remote served from elsewhere, or while a file cannot be read (the shell
 * then loads the screen as it always does).
 */
async function routePrefetchTags(
  frontEndRoot: string,
  remotes: Record<string, string>,
  pathname: string,
): Promise<string> {
  try {
    const screens = await readBuiltJson<RouteScreen[]>(
      path.join(frontEndRoot, 'shell/dist/route-screens.json'),
    );
    const screen = screens.find((candidate) => matchesRoutePattern(candidate.path, pathname));
    const manifestUrl = screen && remotes[screen.remote];
    const folder = manifestUrl && localRemoteFolder(manifestUrl);
    if (!screen || !manifestUrl || !folder) return '';
    const manifest = await readBuiltJson<RemoteManifest>(
      path.join(frontEndRoot, folder, 'dist/mf-manifest.json'),
    );
    const exposed = manifest.exposes.find((candidate) => candidate.name === screen.expose);
    if (!exposed) return '';
    const base = `/remotes/${folder}/`;
    const { remoteEntry } = manifest.metaData;
    return [
      manifestUrl,
      `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
      ...exposed.assets.js.sync.map((file) => `${base}${file}`),
      ...exposed.assets.css.sync.map((file) => `${base}${file}`),
    ]
      .map(prefetchTag)
      .join('');
  } catch {
    return '';
  }
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

/** The remotes document as a data block the shell reads instead of asking for `/remotes.json`. */
function remotesDataBlock(remotes: Record<string, string>): string {
  // `<` escaped, so no value can close the script element.
  return `<script type=application/json id=cloudfit-remotes>${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`;
}

/**
 * What the page sent for an address adds to the shell's built index.html, before `</head>`: the
 * remotes document, the script that sends the screen's API reads at once, and prefetches of the
 * remote screen that shows the address. Nothing when the document cannot be read: the shell then
 * asks for `/remotes.json`, which reports the error.
 */
export async function shellPageAdditions(
  frontEndRoot: string,
  remotesFile: string | undefined,
  url: string,
): Promise<string> {
  try {
    const remotes = await readRemotesDocument(remotesFile);
    const prefetches = await routePrefetchTags(frontEndRoot, remotes, url.split('?')[0]!);
    return remotesDataBlock(remotes) + (await pageEarlyReadsTag(frontEndRoot)) + prefetches;
  } catch {
    return '';
  }
}
