import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ROUTES_FILE, type TRemoteRegistry } from '@duesflow/shared-contracts/registry';
import { SESSION_USER_PATH } from '@duesflow/shared-contracts/http';
import { PRELOAD_FILE, type TPreloadMap } from '@duesflow/shared-contracts/build/preload-map';
import { acceptedEncodings, etagOf, matchesIfNoneMatch } from './files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PreloadOptions = {
  portalRoot: string;
  /**
   * Whether the page is opened with a session. A signed-out browser sees only the login page, so it is
   * given no preloads: nothing of the portal beyond the shell's own files is fetched before sign-in.
   */
  signedIn: boolean;
  registry: () => Promise<TRemoteRegistry>;
};

const LOCAL_MANIFEST = /^\/remotes\/([a-z][a-z0-9_-]*)\/mf-manifest\.json$/;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

type TPublished = { path: string; module?: string; firstReads: string[] };

/** An API read a route may ask to preload: a path on the portal's own API, nothing that could leave it. */
const API_READ = /^\/api\/[\w\-./?=&%]*$/;

/** The routes a local remote publishes in its routes.json, with the module and first reads of each (none when not built). */
async function publishedRoutes(dir: string): Promise<TPublished[]> {
  try {
    const file = JSON.parse(await readFile(join(dir, ROUTES_FILE), 'utf8')) as {
      routes?: { path?: unknown; module?: unknown; firstReads?: unknown }[];
    };
    return (file.routes ?? []).flatMap((route) =>
      typeof route.path === 'string'
        ? [
            {
              path: route.path,
              ...(typeof route.module === 'string' ? { module: route.module } : {}),
              firstReads: Array.isArray(route.firstReads)
                ? route.firstReads.filter((read): read is string => typeof read === 'string' && API_READ.test(read))
                : [],
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/** The scripts a remote's manifest lists as loaded with one of its exposed modules ('./Dashboard'). */
async function exposedScripts(dir: string, module: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
      exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
    };
    const sync = manifest.exposes?.find((expose) => expose.path === module)?.assets?.js?.sync;
    // Plain file names only: anything else in a manifest is not preloaded.
    return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
}

/** Plain file names only ('assets/1234.abcd1234.js' in the shell's output): anything else in a map is not preloaded. */
const PLAIN_SCRIPT = /^(?:assets\/)?[\w.-]+\.js$/;

/** A build's preload.json (shared-contracts/build/preload-map.ts), or nothing when it has none or it is unreadable. */
async function preloadMap(dir: string): Promise<TPreloadMap | null> {
  try {
    const map = JSON.parse(await readFile(join(dir, PRELOAD_FILE), 'utf8')) as Partial<TPreloadMap>;
    return typeof map.groups === 'object' && typeof map.provided === 'object' ? (map as TPreloadMap) : null;
  } catch {
    return null;
  }
}

const filesOf = (files: unknown): string[] =>
  Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && PLAIN_SCRIPT.test(file)) : [];

/**
 * The files of the shared modules `keys` from whoever provides each on the page: the shell when it provides the
 * module (none when it is built into its entry), else the remote's own copy; with those of the shared modules
 * their chunks consume, again from whoever provides each. Each as a URL.
 */
function sharedFiles(
  keys: unknown,
  shell: TPreloadMap | null,
  remote: TPreloadMap | null,
  remoteBase: string,
  seen = new Set<string>(),
): string[] {
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((key) => {
    if (typeof key !== 'string' || seen.has(key)) return [];
    seen.add(key);
    const [provider, base] =
      shell && key in shell.provided ? [shell, '/'] : remote && key in remote.provided ? [remote, remoteBase] : [null, ''];
    const module = provider?.provided[key];
    if (!module) return [];
    return [...filesOf(module.files).map((file) => base + file), ...sharedFiles(module.shared, shell, remote, remoteBase, seen)];
  });
}

/** What the shell loads after its entry on every signed-in page: its bootstrap and portal chunks with their shared modules. */
function shellPortalFiles(shell: TPreloadMap | null): string[] {
  if (!shell) return [];
  return ['bootstrap', 'portal'].flatMap((name) => {
    const group = shell.groups[name];
    return group ? [...filesOf(group.files).map((file) => `/${file}`), ...sharedFiles(group.shared, shell, null, '')] : [];
  });
}

/** A fetch with the session's cookies, as the shell and the remotes' RTK Query ask (credentials included). */
const credentialedFetch = (href: string) => `<link rel="preload" href="${attribute(href)}" as="fetch" crossorigin="use-credentials">`;

const script = (href: string) => `<link rel="preload" href="${attribute(href)}" as="script">`;

/**
 * The `<link rel="preload">` tags that let the browser fetch, while the shell's own scripts download, what
 * the shell would otherwise ask for only after it booted: who is signed in and the API reads the opened route
 * declares (`firstReads`; only for a page URL without a query string, which may change what the screen reads),
 * the shell's bootstrap and portal chunks, the registry, every locally served remote's manifest and
 * routes.json, and the remoteEntry.js of the remote whose route the page opens with the scripts of that screen
 * and of the shared modules it consumes (preload.json of each build). The tags match the requests (CORS and
 * credentials modes, the same URLs), so the responses are reused, not fetched twice.
 */
export async function preloadTags(pagePath: string, options: PreloadOptions & { pageQuery?: string }): Promise<string[]> {
  if (!options.signedIn) return [];
  // The shell's first call (sessionClient.ts: credentials included); the opened screen's reads go right after it.
  const reads = [credentialedFetch(SESSION_USER_PATH)];
  const shell = await preloadMap(join(options.portalRoot, 'shell', 'dist'));
  const tags = [...shellPortalFiles(shell).map(script), '<link rel="preload" href="/registry.json" as="fetch" crossorigin>'];
  const shared = new Set<string>();
  const withScripts = () => [...reads, ...tags, ...[...shared].map(script)];
  let registry: TRemoteRegistry;
  try {
    registry = await options.registry();
  } catch {
    return withScripts();
  }
  for (const remote of registry.remotes) {
    const local = LOCAL_MANIFEST.exec(remote.manifestUrl);
    if (!local) continue;
    const dir = join(options.portalRoot, 'remotes', local[1], 'dist');
    const built = await stat(join(dir, 'mf-manifest.json')).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!built) continue;
    const base = `/remotes/${local[1]}/`;
    tags.push(`<link rel="preload" href="${attribute(base + 'mf-manifest.json')}" as="fetch" crossorigin>`);
    const routes = await publishedRoutes(dir);
    if (routes.length === 0) continue;
    tags.push(`<link rel="preload" href="${attribute(base + ROUTES_FILE)}" as="fetch" crossorigin>`);
    const page = routes.find((route) => route.path === pagePath);
    if (!page) continue;
    if (!options.pageQuery) reads.push(...page.firstReads.map(credentialedFetch));
    tags.push(script(base + 'remoteEntry.js'));
    for (const file of page.module ? await exposedScripts(dir, page.module) : []) tags.push(script(base + file));
    // All the screen's chunks as its build planned them (the manifest may list fewer), and the shared modules
    // they consume (antd's Table…), from whoever provides them on the page.
    const remoteMap = page.module ? await preloadMap(dir) : null;
    const planned = page.module ? remoteMap?.groups[page.module] : undefined;
    for (const file of filesOf(planned?.files)) if (!tags.includes(script(base + file))) tags.push(script(base + file));
    for (const href of sharedFiles(planned?.shared, shell, remoteMap, base)) shared.add(href);
  }
  return withScripts();
}

/** The shell's index.html with preloads for this page, compressed for the client, with an ETag. */
export async function indexWithPreloads(indexFile: string, pagePath: string, request: Request, options: PreloadOptions): Promise<Response> {
  const html = await readFile(indexFile, 'utf8');
  const tags = await preloadTags(pagePath, { ...options, pageQuery: new URL(request.url).search });
  const withTags = html.includes('</head>') ? html.replace('</head>', `${tags.join('')}</head>`) : html;
  const body = Buffer.from(withTags);
  const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  const identity = etagOf(body);
  const etag = encoding ? `${identity.slice(0, -1)}-${encoding}"` : identity;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const encoded =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipAsync(body)
        : body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(encoded.length);
  return new Response(request.method === 'HEAD' ? null : encoded, { headers });
}
