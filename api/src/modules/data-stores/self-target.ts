import { isIP } from 'node:net';

/** Where this API is reached: the request's own URL, the socket it came in on, PUBLIC_URL. */
export interface PortalAddresses {
  requestUrl: string;
  /** The listening socket's port and address (absent when the app is called in-process). */
  localPort?: number;
  localAddress?: string;
  publicUrl?: string;
}

const defaultPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0, :: and their IPv4-mapped forms. */
export function isLoopbackHost(host: string): boolean {
  const name = bare(host).replace(/^::ffff:/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.') || name === '0.0.0.0';
  return name === '::1' || name === '::' || /^0*:(0*:)*0*1?$/.test(name);
}

/**
 * Whether a store URL points at this portal itself (its own host and port, a loopback alias on its port,
 * PUBLIC_URL): such a "store" would answer with duesflow's own pages and break Customers until switched back.
 */
export function pointsAtPortal(target: string, portal: PortalAddresses): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  const host = bare(url.hostname);
  const port = defaultPort(url);
  const same = (other: string | undefined) => {
    if (!other) return false;
    try {
      const own = new URL(other);
      return bare(own.hostname) === host && defaultPort(own) === port;
    } catch {
      return false;
    }
  };
  if (same(portal.requestUrl) || same(portal.publicUrl)) return true;
  const ownPorts = new Set([defaultPort(new URL(portal.requestUrl)), ...(portal.localPort ? [portal.localPort] : [])]);
  if (!ownPorts.has(port)) return false;
  if (isLoopbackHost(host)) return true;
  return portal.localAddress !== undefined && bare(portal.localAddress).replace(/^::ffff:/, '') === host.replace(/^::ffff:/, '');
}
