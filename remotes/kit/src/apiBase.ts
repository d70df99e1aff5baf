/**
 * Where the API lives. Hosted by the shell the API shares the page's origin, so paths stay relative
 * ('' + '/api/...'); `mount()` sets an absolute origin when an integrator embeds a screen elsewhere.
 * Each bundle has its own copy of this module, so one embedded remote's origin never leaks into another.
 */
let apiBase = '';

export function getApiBase(): string {
  return apiBase;
}

export function setApiBase(base: string | undefined): void {
  apiBase = (base ?? '').replace(/\/+$/, '');
}
