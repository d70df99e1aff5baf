import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { TCapability } from '@duesflow/shared-contracts/auth';

/** What a route needs: one of the role capabilities, or nothing at all (`public`: no session). */
export type TAccess = TCapability | 'public';

/** OpenAPI extensions every operation carries (see docs/security.md). */
export const CAPABILITY_KEY = 'x-duesflow-capability';
export const ACTION_KEY = 'x-duesflow-action';

export interface AccessDeclaration {
  [CAPABILITY_KEY]: TAccess;
  [ACTION_KEY]?: string;
}

/**
 * The access declaration of a route, spread into its createRoute config:
 * `createRoute({ ...access('collect', 'workflow.bulk-sms'), method: 'post', ... })`.
 * `action` names the route in the audit log; every state-changing route has one.
 */
export function access(capability: TAccess, action?: string): AccessDeclaration {
  return action ? { [CAPABILITY_KEY]: capability, [ACTION_KEY]: action } : { [CAPABILITY_KEY]: capability };
}

/** One declared route, as the session middleware and docs/security.md see it. */
export interface RouteAccess {
  method: string;
  /** Hono's form, e.g. `/api/customers/:id`. */
  path: string;
  capability: TAccess;
  action?: string;
}

/** Routes that are not in the OpenAPI document, declared here. */
export const UNDOCUMENTED_ROUTES: readonly RouteAccess[] = [
  { method: 'GET', path: '/api/openapi.json', capability: 'read' },
  { method: 'GET', path: '/api/docs', capability: 'read' },
  { method: 'GET', path: '/api/docs/assets/:file', capability: 'read' },
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isStateChanging = (method: string) => BODY_METHODS.has(method);

interface OpenApiDefinition {
  type: string;
  route?: { method: string; path: string; [key: string]: unknown };
}

/**
 * Every /api route with its declaration, from the OpenAPI registry and UNDOCUMENTED_ROUTES. Throws when
 * a route has none, or a state-changing route has no audit action, so a new route cannot be mounted
 * open by mistake.
 */
export function collectRouteAccess(
  definitions: readonly OpenApiDefinition[],
  mounted: readonly { method: string; path: string }[],
): RouteAccess[] {
  const table: RouteAccess[] = [...UNDOCUMENTED_ROUTES];
  for (const definition of definitions) {
    if (definition.type !== 'route' || !definition.route) continue;
    const { route } = definition;
    const method = route.method.toUpperCase();
    const path = route.path.replaceAll(/\/{(.+?)}/g, '/:$1');
    const capability = route[CAPABILITY_KEY] as TAccess | undefined;
    const action = route[ACTION_KEY] as string | undefined;
    if (!capability) throw new Error(`${method} ${route.path} declares no access: add ...access(...) to its createRoute`);
    if (isStateChanging(method) && !action) throw new Error(`${method} ${route.path} declares no audit action`);
    table.push({ method, path, capability, action });
  }
  const declared = new Set(table.map((entry) => `${entry.method} ${entry.path}`));
  for (const route of mounted) {
    // Middleware (ALL, or a wildcard path) is not a route.
    if (route.method === 'ALL' || route.path.includes('*') || !route.path.startsWith('/api/')) continue;
    if (!declared.has(`${route.method} ${route.path}`)) {
      throw new Error(`${route.method} ${route.path} is mounted without an access declaration`);
    }
  }
  return table;
}

/** Looks up the declaration of the route that answers a request. */
export function createAccessLookup(table: () => readonly RouteAccess[]) {
  let byRoute: Map<string, RouteAccess> | undefined;
  return (c: Context): RouteAccess | undefined => {
    byRoute ??= new Map(table().map((entry) => [`${entry.method} ${entry.path}`, entry]));
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    // The first matching route with a declaration is the one whose handler answers.
    for (const route of matchedRoutes(c)) {
      if (route.method === 'ALL') continue;
      const entry = byRoute.get(`${method} ${route.path}`);
      if (entry) return entry;
    }
    return undefined;
  };
}

/** The first path parameter's value (a customer, provider, staff member…), for the audit log. */
export function pathTarget(pattern: string, path: string): string | null {
  const names = pattern.split('/');
  const values = path.split('/');
  for (let index = 0; index < names.length; index++) {
    // A token opens a customer's page or pay page: it is a secret, never an audit entry's target.
    if (names[index] === ':token') return null;
    if (names[index].startsWith(':') && values[index]) {
      try {
        return decodeURIComponent(values[index]);
      } catch {
        return values[index];
      }
    }
  }
  return null;
}

const WHO: Record<TAccess, string> = {
  public: 'anyone (no session)',
  read: 'admin, collector, viewer',
  collect: 'admin, collector',
  administer: 'admin',
};

/** The markdown table of docs/security.md: every route, who may call it, and its audit action. */
export function routeAccessTable(table: readonly RouteAccess[]): string {
  const rows = [...table]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map(
      (entry) =>
        `| \`${entry.method} ${entry.path}\` | ${entry.capability} | ${WHO[entry.capability]} | ${entry.action ? `\`${entry.action}\`` : ''} |`,
    );
  return ['| route | capability | roles | audit action |', '|---|---|---|---|', ...rows].join('\n');
}
