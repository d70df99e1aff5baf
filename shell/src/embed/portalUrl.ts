/**
 * The portal a loader talks to: the `portalUrl` option when the integrator gives one, otherwise the
 * origin the loader script itself was served from (a page includes `<portal>/embed.js`). The portal
 * serves everything from its root, so only the origin counts.
 */
export function resolvePortalUrl(option: string | undefined, scriptSrc: string | undefined, pageUrl: string): string {
  const source = option ?? scriptSrc;
  if (!source) {
    throw new Error('duesflow: cannot tell where the portal is; pass { portalUrl: "https://your-portal.example" }');
  }
  let url: URL;
  try {
    url = new URL(source, pageUrl);
  } catch {
    throw new Error(`duesflow: portalUrl "${source}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`duesflow: portalUrl "${source}" must be an http(s) URL`);
  }
  return url.origin;
}
