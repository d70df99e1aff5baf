import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ROUTES_FILE, type TRemoteRegistry } from '@duesflow/shared-contracts/registry';
import { SESSION_USER_PATH } from '@duesflow/shared-contracts/http';
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

/** A fetch with the session's cookies, as the shell and the remotes' RTK Query ask (credentials included). */
const credentialedFetch = (href: string) => `<link rel="preload" href="${attribute(href)}" as="fetch" crossorigin="use-credentials">`;

/**
 * The `<link rel="preload">` tags that let the browser fetch, while the shell's own scripts download, what
 * the shell would otherwise ask for only after it booted: who is signed in, the registry, every locally
 * served remote's manifest and routes.json, and the remoteEntry.js of the remote whose route the page
 * opens with the scripts of that screen and the API reads its route declares (`firstReads`; only for a page
 * URL without a query string, which may change what the screen reads). The tags match the requests (CORS and
 * credentials modes, the same URLs), so the responses are reused, not fetched twice.
 */
export async function preloadTags(pagePath: string, options: PreloadOptions & { pageQuery?: string }): Promise<string[]> {
  if (!options.signedIn) return [];
  // The shell's first call (sessionClient.ts: credentials included); the opened screen's reads go right after it.
  const reads = [credentialedFetch(SESSION_USER_PATH)];
  const tags = ['<link rel="preload" href="/registry.json" as="fetch" crossorigin>'];
  let registry: TRemoteRegistry;
  try {
    registry = await options.registry();
  } catch {
    return [...reads, ...tags];
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
    tags.push(`<link rel="preload" href="${attribute(base + 'remoteEntry.js')}" as="script">`);
    for (const file of page.module ? await exposedScripts(dir, page.module) : []) {
      tags.push(`<link rel="preload" href="${attribute(base + file)}" as="script">`);
    }
  }
  return [...reads, ...tags];
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
