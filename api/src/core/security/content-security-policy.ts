import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { DOCS_HTML } from '../docs/docs.index';
import { CUSTOMER_PAGE_SCRIPT, PAY_PAGE_SCRIPT } from '../../modules/payments';

declare module 'hono' {
  interface ContextVariableMap {
    /** Origins the page being answered loads code and data from besides its own (remotes elsewhere). */
    cspRemoteOrigins: readonly string[];
  }
}

/** `'sha256-…'` of an inline script's exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The hashes of every inline `<script>` (one without `src`) of a page the API renders from a constant. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1]));
}

/**
 * The only inline scripts any page of the portal runs: the sandbox pay page's Pay button, the customer's
 * page's Pay buttons and the API docs' Swagger UI start-up. Every other script is a file from an allowed origin.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = [
  scriptHash(PAY_PAGE_SCRIPT),
  scriptHash(CUSTOMER_PAGE_SCRIPT),
  ...inlineScriptHashes(DOCS_HTML),
];

export interface PolicyOptions {
  /** Origins besides the portal's own that the page loads remotes (scripts, styles, manifests) from. */
  remoteOrigins?: readonly string[];
  /** Origins allowed to show the portal in a frame, besides itself (EMBED_ALLOWED_ORIGINS). */
  frameAncestors?: readonly string[];
}

/**
 * The Content-Security-Policy of every response. Scripts only from the portal (and the registry's
 * remotes), no inline script but the hashed ones, no eval; styles may be inline because antd's
 * CSS-in-JS writes `<style>` elements at run time; framing only by the portal and embedding origins.
 * `connect-src 'self'` covers the portal's own WebSocket (ws: and wss: on the same host).
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const remotes = [...new Set(options.remoteOrigins ?? [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...INLINE_SCRIPT_HASHES],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...(options.frameAncestors ?? [])],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The Content-Security-Policy of a JSON answer: it is data, never a document that loads anything, so
 * nothing may load (stricter than a page's policy in every directive) and framing is as for the pages.
 * Some 60 bytes instead of the page policy's ~430.
 */
export function dataContentSecurityPolicy(options: Pick<PolicyOptions, 'frameAncestors'> = {}): string {
  return ["default-src 'none'", ['frame-ancestors', "'self'", ...(options.frameAncestors ?? [])].join(' ')].join('; ');
}

/**
 * The origins among manifest URLs that are not the portal's own: a relative URL, or one on `ownOrigin`,
 * needs nothing ('self').
 */
export function remoteOriginsOf(manifestUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const manifestUrl of manifestUrls) {
    if (!/^https?:\/\//i.test(manifestUrl)) continue;
    try {
      origins.add(new URL(manifestUrl).origin);
    } catch {
      // Not a URL: the shell cannot load it either.
    }
  }
  return [...origins];
}

/** Lets the page being answered load from these origins too (the shell, from the registry's remotes). */
export function allowRemoteOrigins(c: Context, origins: readonly string[]): void {
  if (origins.length > 0) c.set('cspRemoteOrigins', origins);
}
