import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ROUTES_FILE, type TRemoteRegistry } from '@duesflow/shared-contracts/registry';
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

/** Paths of the routes a local remote publishes in its routes.json (none when it has not been built). */
async function publishedPaths(portalRoot: string, name: string): Promise<string[]> {
  try {
    const file = JSON.parse(await readFile(join(portalRoot, 'remotes', name, 'dist', ROUTES_FILE), 'utf8')) as {
      routes?: { path?: unknown }[];
    };
    return (file.routes ?? []).map((route) => route.path).filter((path): path is string => typeof path === 'string');
  } catch {
    return [];
  }
}

/**
 * The `<link rel="preload">` tags that let the browser fetch, while the shell's own scripts download, what
 * the shell would otherwise ask for only after it booted: the registry, every locally served remote's
 * manifest and routes.json, and the remoteEntry.js of the remote whose route the page opens. The tags match
 * the shell's requests (CORS mode, same-origin credentials), so the responses are reused, not fetched twice.
 */
export async function preloadTags(pagePath: string, options: PreloadOptions): Promise<string[]> {
  if (!options.signedIn) return [];
  const tags = ['<link rel="preload" href="/registry.json" as="fetch" crossorigin>'];
  let registry: TRemoteRegistry;
  try {
    registry = await options.registry();
  } catch {
    return tags;
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
    const paths = await publishedPaths(options.portalRoot, local[1]);
    if (paths.length === 0) continue;
    tags.push(`<link rel="preload" href="${attribute(base + ROUTES_FILE)}" as="fetch" crossorigin>`);
    if (paths.includes(pagePath)) tags.push(`<link rel="preload" href="${attribute(base + 'remoteEntry.js')}" as="script">`);
  }
  return tags;
}

/** The shell's index.html with preloads for this page, compressed for the client, with an ETag. */
export async function indexWithPreloads(indexFile: string, pagePath: string, request: Request, options: PreloadOptions): Promise<Response> {
  const html = await readFile(indexFile, 'utf8');
  const tags = await preloadTags(pagePath, options);
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
