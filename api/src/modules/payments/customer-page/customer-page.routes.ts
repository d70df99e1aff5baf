import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CUSTOMER_PAGE_LANGUAGES,
  ZCustomerPageLink,
  ZCustomerPageLinks,
  ZCustomerPageLinksRevoked,
  ZCustomerPageActionResponse,
  ZCustomerPageDisputeRequest,
  ZCustomerPageOptOutRequest,
  ZCustomerPagePaidRequest,
  ZCustomerPagePromiseRequest,
  ZCustomerPagePayRequest,
  ZCustomerPagePayResponse,
  ZCustomerPageToken,
  ZCustomerStatement,
} from '@duesflow/shared-contracts/customer-page';
import { ZId, ZText } from '@duesflow/shared-contracts/common';
import { access } from '../../../core/auth/access';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';

const TAGS = ["Customer's page"];
const token = z.object({ token: ZCustomerPageToken });
const refusals = {
  404: errorResponse('No page opens with this token (unknown or tampered)'),
  410: errorResponse('The link has expired or was revoked'),
  429: errorResponse('Too many tokens that opened nothing came from this address in the last minute'),
};

export const page = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/customer-page/{token}',
  tags: TAGS,
  summary: `The customer's own page (HTML): the business, the statement, the balance and the ways to pay, in ${CUSTOMER_PAGE_LANGUAGES.join('/')} (\`?lang=\`; else the customer's language)`,
  // Any text: a malformed token gets the same clear page as an unknown one (and counts as a miss).
  request: {
    params: z.object({ token: ZText(200) }),
    // `paid`: the payment whose receipt to show (one the page saw arrive).
    query: z.object({ lang: ZText(10).optional(), paid: ZText(64).optional() }),
  },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    404: { description: 'A clear page that reveals nothing', content: { 'text/html': { schema: z.string() } } },
    410: { description: 'Expired or revoked: whom to ask for a new link', content: { 'text/html': { schema: z.string() } } },
    429: { description: 'Throttled guessing', content: { 'text/html': { schema: z.string() } } },
  },
});

export const shortLink = createRoute({
  ...access('public'),
  method: 'get',
  path: '/p',
  tags: TAGS,
  summary:
    "The customer's own page from a reminder's short link, `/p?<token>` (the query is the token; `&lang=` may follow): " +
    'the same page as /api/customer-page/{token}, a fixed prefix DLT can whitelist',
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    404: { description: 'A clear page that reveals nothing', content: { 'text/html': { schema: z.string() } } },
    410: { description: 'Expired or revoked: whom to ask for a new link', content: { 'text/html': { schema: z.string() } } },
    429: { description: 'Throttled guessing', content: { 'text/html': { schema: z.string() } } },
  },
});

export const statement = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/customer-page/{token}/statement',
  tags: TAGS,
  summary: "The customer's statement as JSON: open invoices with days overdue, payments received, the balance",
  request: { params: token },
  responses: { 200: jsonContent(ZCustomerStatement, 'The statement'), ...BAD_REQUEST, ...refusals },
});

export const pay = createRoute({
  ...access('public', 'customer-page.pay'),
  method: 'post',
  path: '/api/customer-page/{token}/pay',
  tags: TAGS,
  summary:
    'Pay the balance not in dispute (no body or {}), chosen open invoices ({invoiceIds}) or a part ({amount} up to the balance): ' +
    'a payable link through the payments core (the same routing), answered with its page',
  request: { params: token, body: jsonBody(ZCustomerPagePayRequest, false) },
  responses: {
    200: jsonContent(ZCustomerPagePayResponse, "The link's page to go to"),
    ...BAD_REQUEST,
    ...refusals,
    409: errorResponse('Nothing is due, or (Pay all) every open invoice is in dispute'),
    422: errorResponse('No payment gateway can take this amount now'),
  },
});

/** The language the page was shown in (its script sends it): the action's confirmation is written in it. */
const pageLanguage = z.object({ lang: z.enum(CUSTOMER_PAGE_LANGUAGES).optional() });

export const promise = createRoute({
  ...access('public', 'customer-page.promise'),
  method: 'post',
  path: '/api/customer-page/{token}/promise',
  tags: TAGS,
  summary:
    'The customer promises to pay by a date (today up to PAGE_PROMISE_MAX_DAYS ahead), optionally an amount up to the balance: ' +
    'every reminder waits until that date, as when staff record a promise',
  request: { params: token, query: pageLanguage, body: jsonBody(ZCustomerPagePromiseRequest) },
  responses: {
    200: jsonContent(ZCustomerPageActionResponse, 'Recorded'),
    ...BAD_REQUEST,
    ...refusals,
    409: errorResponse('Nothing is due'),
  },
});

export const dispute = createRoute({
  ...access('public', 'customer-page.dispute'),
  method: 'post',
  path: '/api/customer-page/{token}/dispute',
  tags: TAGS,
  summary:
    'The customer disputes one open invoice (it leaves every reminder until staff resolve it) or the whole statement ' +
    '(every reminder stops), with a reason',
  request: { params: token, query: pageLanguage, body: jsonBody(ZCustomerPageDisputeRequest) },
  responses: {
    200: jsonContent(ZCustomerPageActionResponse, 'Recorded'),
    ...BAD_REQUEST,
    ...refusals,
    409: errorResponse('That invoice is already in dispute'),
  },
});

export const paid = createRoute({
  ...access('public', 'customer-page.paid'),
  method: 'post',
  path: '/api/customer-page/{token}/paid',
  tags: TAGS,
  summary: '"Already paid": the customer gives the UTR or reference (and the amount, if known); reminders wait while staff check it',
  request: { params: token, query: pageLanguage, body: jsonBody(ZCustomerPagePaidRequest) },
  responses: {
    200: jsonContent(ZCustomerPageActionResponse, 'Recorded'),
    ...BAD_REQUEST,
    ...refusals,
    409: errorResponse('Nothing is due'),
  },
});

export const optOut = createRoute({
  ...access('public', 'customer-page.opt-out'),
  method: 'post',
  path: '/api/customer-page/{token}/opt-out',
  tags: TAGS,
  summary: 'The customer opts out of reminders on these channels (SMS, WhatsApp, calls, email): the gate sends nothing on them',
  request: { params: token, query: pageLanguage, body: jsonBody(ZCustomerPageOptOutRequest) },
  responses: { 200: jsonContent(ZCustomerPageActionResponse, 'Recorded'), ...BAD_REQUEST, ...refusals },
});

export const font = createRoute({
  ...access('public'),
  method: 'get',
  path: '/api/customer-page/fonts/{file}',
  tags: TAGS,
  summary: "The page's Devanagari font (a subset, fetched by the browser only where Devanagari text is shown)",
  request: { params: z.object({ file: z.enum(['devanagari-400.woff2', 'devanagari-700.woff2']) }) },
  responses: { 200: { description: 'The font', content: { 'font/woff2': { schema: z.string() } } }, ...BAD_REQUEST },
});

const customer = z.object({ id: ZId });

export const createLink = createRoute({
  ...access('collect', 'customer.page-link'),
  method: 'post',
  path: '/api/customers/{id}/page-link',
  tags: TAGS,
  summary: "A new link to the customer's own page (open CUSTOMER_PAGE_VALID_DAYS days); earlier links stay open",
  request: { params: customer },
  responses: { 201: jsonContent(ZCustomerPageLink, 'The link'), ...BAD_REQUEST, 404: errorResponse('No such customer') },
});

export const revokeLinks = createRoute({
  ...access('collect', 'customer.page-link-revoke'),
  method: 'delete',
  path: '/api/customers/{id}/page-link',
  tags: TAGS,
  summary: "Every open link to the customer's page stops opening",
  request: { params: customer },
  responses: {
    200: jsonContent(ZCustomerPageLinksRevoked, 'How many links were open'),
    ...BAD_REQUEST,
    404: errorResponse('No such customer'),
  },
});

export const links = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/customers/{id}/page-link',
  tags: TAGS,
  summary: "How many links to the customer's page are open, and how often the page was opened",
  request: { params: customer },
  responses: { 200: jsonContent(ZCustomerPageLinks, 'Open links and visits'), ...BAD_REQUEST, 404: errorResponse('No such customer') },
});
