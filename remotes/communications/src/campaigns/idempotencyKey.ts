/** A fresh key per user action, so the API starts a send once even if the request is retried. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure origins (plain http on a LAN address) have no randomUUID; uniqueness is all we need here.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
