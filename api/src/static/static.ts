/**
 * Serves the built portal (shell, remotes, registry) next to the API. Placeholder: the body is written
 * by whoever assembles the portal; it is called after every /api route and /ws are mounted.
 */
export function mountStatic(_app: unknown) {}
