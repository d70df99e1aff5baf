import { createRoute } from '@hono/zod-openapi';
import { ZEmbedSessionRequest, ZEmbedToken, ZEmbedTokenRequest, ZLoginRequest, ZSessionUser } from '@duesflow/shared-contracts/auth';
import { SESSION_USER_PATH } from '@duesflow/shared-contracts/http';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ['Sign-in'];
const UNAUTHENTICATED = { 401: errorResponse('No session, or it has ended (`unauthenticated`)') };

export const login = createRoute({
  ...access('public', 'auth.login'),
  method: 'post',
  path: '/api/auth/login',
  tags: TAGS,
  summary: 'Sign in with email and password: sets the `duesflow_session` cookie and answers the member of staff',
  request: { body: jsonBody(ZLoginRequest) },
  responses: {
    200: jsonContent(ZSessionUser, 'Signed in; the session cookie is set'),
    ...BAD_REQUEST,
    401: errorResponse('Email or password is incorrect (`invalid_credentials`), the same for an unknown email'),
    429: errorResponse(
      'Too many failed sign-ins of this account from this address, or from this address (`too_many_attempts`); see Retry-After',
    ),
  },
});

export const logout = createRoute({
  ...access('public', 'auth.logout'),
  method: 'post',
  path: '/api/auth/logout',
  tags: TAGS,
  summary: 'Sign out: ends the session and clears its cookie (answers 204 without a session too)',
  responses: { 204: { description: 'Signed out' } },
});

export const me = createRoute({
  ...access('read'),
  method: 'get',
  path: SESSION_USER_PATH,
  tags: TAGS,
  summary: 'The signed-in member of staff',
  responses: { 200: jsonContent(ZSessionUser, 'The member of staff of this session'), ...UNAUTHENTICATED },
});

export const embedToken = createRoute({
  ...access('read', 'auth.embed-token'),
  method: 'post',
  path: '/api/auth/embed-tokens',
  tags: TAGS,
  summary: 'A short-lived, single-use token for the caller that an embedding page exchanges for a session (docs/embedding.md)',
  request: { body: jsonBody(ZEmbedTokenRequest, false) },
  responses: { 201: jsonContent(ZEmbedToken, 'The token and when it expires'), ...BAD_REQUEST, ...UNAUTHENTICATED },
});

export const embedSession = createRoute({
  ...access('public', 'auth.embed-session'),
  method: 'post',
  path: '/api/auth/embed-session',
  tags: TAGS,
  summary: "Exchanges an embed token for a session cookie; the request's Origin must be the portal's own or in EMBED_ALLOWED_ORIGINS",
  request: { body: jsonBody(ZEmbedSessionRequest) },
  responses: {
    200: jsonContent(ZSessionUser, 'Signed in; the session cookie is set'),
    ...BAD_REQUEST,
    401: errorResponse('The token is unknown, used or expired (`invalid_token`)'),
    403: errorResponse('The page is on an origin that may not embed (`cross_site_request`)'),
  },
});
