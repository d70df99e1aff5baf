import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { roleCan, type TSessionUser } from '@duesflow/shared-contracts/auth';
import type { TApiError } from '@duesflow/shared-contracts/common';
import type { AppBindings } from '../app-deps';
import { isStateChanging, pathTarget, type RouteAccess } from './access';
import { SESSION_COOKIE } from './sessions';

export const UNAUTHENTICATED: TApiError = { error: 'unauthenticated', message: 'Your session has ended. Sign in again.' };
export const forbidden = (user: TSessionUser): TApiError => ({
  error: 'forbidden',
  message: `Your role (${user.role}) cannot do this.`,
});

/** The signed-in member of staff behind the request's cookie, if any. */
export async function sessionUserOf(c: Context<AppBindings>): Promise<{ user: TSessionUser; tokenHash: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? c.var.deps.sessions.resolve(token) : null;
}

/**
 * Every /api request: resolves the session cookie (sets `c.var.user`), refuses a route whose declared
 * capability the caller lacks (401 without a session, 403 for the role; default: a session is needed),
 * and records every state-changing request in the audit log once it is answered, refused ones included.
 */
export function guard(lookup: (c: Context) => RouteAccess | undefined): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const route = lookup(c);
    const capability = route?.capability ?? 'read';
    const session = await sessionUserOf(c);
    if (session) {
      c.set('user', session.user);
      c.set('sessionTokenHash', session.tokenHash);
    }
    const audited = isStateChanging(c.req.method);
    if (capability !== 'public') {
      const refusal = !session ? UNAUTHENTICATED : !roleCan(session.user.role, capability) ? forbidden(session.user) : null;
      if (refusal) {
        const status = session ? 403 : 401;
        if (audited) record(c, route, status, refusal.error);
        return c.json(refusal, status);
      }
    }
    await next();
    if (audited) await recordAnswered(c, route);
  };
}

async function recordAnswered(c: Context<AppBindings>, route: RouteAccess | undefined) {
  const { status } = c.res;
  let detail = c.var.auditDetail ?? null;
  let target = c.var.auditTarget ?? null;
  const json = /application\/json/.test(c.res.headers.get('content-type') ?? '');
  try {
    if (json && status >= 400 && !detail) {
      // The error code only: messages may quote what was sent.
      const body = (await c.res.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string') detail = body.error.slice(0, 60);
    } else if (json && status === 202 && !target) {
      // A started workflow: its execution is the target.
      const body = (await c.res.clone().json()) as { executionId?: unknown };
      if (typeof body.executionId === 'string') target = body.executionId;
    }
  } catch {
    // An unreadable body leaves the detail out.
  }
  record(c, route, status, detail, target);
}

function record(c: Context<AppBindings>, route: RouteAccess | undefined, status: number, detail: string | null, target?: string | null) {
  const user = c.var.user;
  c.var.deps.audit.record({
    userId: user?.id ?? null,
    userEmail: user?.email ?? null,
    action: route?.action ?? `${c.req.method} ${c.req.path}`.slice(0, 100),
    target: target ?? (route ? pathTarget(route.path, c.req.path) : null),
    outcome: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failed',
    status,
    detail,
  });
}
