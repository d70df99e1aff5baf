import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { CUSTOMER_PAGE_LANGUAGES, ZCustomerPageToken, type TCustomerPageLanguage } from '@duesflow/shared-contracts/customer-page';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import type { AppBindings, AppDeps } from '../../../core/app-deps';
import { customers } from '../../../core/db/schema/customers';
import { readEnv } from '../../../core/env';
import { ApiError, notFound } from '../../../core/lib/api-error';
import { businessDate } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { paiseToRupees, rupeesToPaise } from '../../../core/lib/money';
import { smsAmount } from '../../messaging';
import { isUuid } from '../../../core/lib/uuid';
import { clientAddress, publicBaseUrl } from '../../../core/security';
import { changeContactPreferences, openInvoiceDispute, type ContactPreferenceChanges, type PromiseInstalment } from '../../customers';
import { pagePromise } from './promise-request';
import { confirmationKind, confirmPageAction, recordPageAction, type ConfirmationRequest } from './confirmation';
import { makePayableLink } from '../links/make-payable-link';
import { FieldError } from '../../../core/lib/field-error';
import { issuePageToken, missRetryAfter, openPageToken, pageLinkSummary, recordMiss, recordVisit, revokePageTokens } from './page-tokens';
import { renderRefusalPage, renderStatementPage, type Business, type Refusal } from './page';
import { payAllPaise, readStatement, type CustomerStatement } from './statement';
import { PAGE_TEXTS } from './texts';
import { upiOffer } from './upi-offer';
import type * as routes from './customer-page.routes';

function business(): Business {
  const env = readEnv();
  return { name: env.BUSINESS_NAME, phone: env.BUSINESS_PHONE ?? null, email: env.BUSINESS_EMAIL ?? null };
}

type Opened = { ok: true; tokenId: string; customerId: string; expiresAt: Date } | { ok: false; refusal: Refusal; retryAfter?: number };

/**
 * What a token opens for this address: a throttled address opens nothing (and says when to try again); an
 * unknown or malformed token counts as a miss; expired and revoked tokens say so and are no miss.
 */
async function open(c: Context<AppBindings>, token: string): Promise<Opened> {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const address = clientAddress(c);
  const retryAfter = await missRetryAfter(db, address, now);
  if (retryAfter > 0) return { ok: false, refusal: 'throttled', retryAfter };
  const opened = ZCustomerPageToken.safeParse(token).success ? await openPageToken(db, token, now) : ({ status: 'unknown' } as const);
  if (opened.status === 'open') return { ok: true, tokenId: opened.tokenId, customerId: opened.customerId, expiresAt: opened.expiresAt };
  if (opened.status === 'unknown') {
    await recordMiss(db, address, now);
    return { ok: false, refusal: 'invalid' };
  }
  return { ok: false, refusal: opened.status };
}

const REFUSAL_STATUS = { invalid: 404, expired: 410, revoked: 410, throttled: 429 } as const;

function refusalError(refusal: Refusal, retryAfter?: number): ApiError {
  switch (refusal) {
    case 'throttled':
      return new ApiError(429, 'too_many_attempts', `Too many attempts from this address. Try again in ${retryAfter ?? 60} seconds.`);
    case 'expired':
      return new ApiError(410, 'expired', 'This link has expired');
    case 'revoked':
      return new ApiError(410, 'revoked', 'This link no longer works');
    default:
      return new ApiError(404, 'not_found', 'This link is not valid');
  }
}

async function statementOf(deps: AppDeps, customerId: string): Promise<CustomerStatement> {
  const statement = await readStatement(deps.db, customerId, businessDate(deps.clock.now()));
  // The token outlived its customer (deleted): the link opens nothing.
  if (!statement) throw refusalError('invalid');
  return statement;
}

/** The page is HTML for people; the OpenAPI types only describe JSON, hence the plain handler type. */
export async function page(c: Context<AppBindings>) {
  return showPage(c, c.req.param('token') ?? '', c.req.query('lang'));
}

/**
 * `/p?<token>`, the short link reminders carry (docs/customer-page.md, "The link"): the same page, served
 * at once rather than redirected, so the token travels in one request only. Its whole query is the
 * token (`&lang=hi` or `?lang=hi` may follow it).
 */
export async function shortLink(c: Context<AppBindings>) {
  const query = new URL(c.req.url).search.slice(1, 300);
  const [, token = '', rest = ''] = /^([^?&]*)[?&]?(.*)$/s.exec(query) ?? [];
  return showPage(c, token, new URLSearchParams(rest).get('lang') ?? undefined);
}

async function showPage(c: Context<AppBindings>, token: string, asked: string | undefined) {
  const chosen = (CUSTOMER_PAGE_LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as TCustomerPageLanguage) : undefined;
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const opened = await open(c, token);
  if (!opened.ok) {
    if (opened.retryAfter) c.header('Retry-After', String(opened.retryAfter));
    const html = renderRefusalPage(opened.refusal, {
      language: chosen ?? 'en',
      business: business(),
      retryAfterSeconds: opened.retryAfter,
    });
    return c.html(html, REFUSAL_STATUS[opened.refusal]);
  }
  const statement = await readStatement(c.var.deps.db, opened.customerId, businessDate(c.var.deps.clock.now()));
  if (!statement) return c.html(renderRefusalPage('invalid', { language: chosen ?? 'en', business: business() }), 404);
  const visit = await recordVisit(c.var.deps.db, opened.tokenId, c.var.deps.clock.now());
  // Staff's row, card and drawer reload ("Opened page"), at most once a minute per customer.
  if (visit.announce) {
    await c.var.deps.bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [opened.customerId] } });
  }
  const language = chosen ?? statement.customer.language;
  // `?paid=`: the receipt of the payment the page just saw arrive (a UPI payment).
  const paidId = c.req.query('paid');
  return c.html(renderStatementPage(statement, { token, language, business: business(), expiresAt: opened.expiresAt, paidId }), 200);
}

export const statement: AppRouteHandler<typeof routes.statement> = async (c) => {
  const { token } = c.req.valid('param');
  c.header('Cache-Control', 'no-store');
  const page = await openStatement(c, token);
  return c.json(shown(page.statement, page.expiresAt), 200);
};

/** The statement as the API answers it: without the paise the handlers compute with. */
function shown(statement: CustomerStatement, expiresAt: Date) {
  const { customerId: _customerId, balancePaise: _balance, unpaidPaise: _unpaid, ...rest } = statement;
  return { ...rest, business: business(), expiresAt: expiresAt.toISOString() };
}

interface OpenPage {
  tokenId: string;
  customerId: string;
  expiresAt: Date;
  statement: CustomerStatement;
}

/** The page a token opens, with its statement; a token that opens nothing throws its refusal. */
async function openStatement(c: Context<AppBindings>, token: string): Promise<OpenPage> {
  const opened = await open(c, token);
  if (!opened.ok) throw refusalError(opened.refusal, opened.retryAfter);
  return { ...opened, statement: await statementOf(c.var.deps, opened.customerId) };
}

/**
 * What the customer did on their page: their contact preferences changed as staff's change them (so the
 * send gate reads it), the action recorded with its link and words, the audit entry told what (never the
 * token), and the answer: what happened, and the statement as it now stands.
 */
async function act(
  c: Context<AppBindings>,
  page: OpenPage,
  done: {
    action: 'promise' | 'dispute' | 'paid_claim' | 'opt_out';
    changes: ContactPreferenceChanges;
    /** A promise in instalments: one recorded promise each (docs/customer-page.md). */
    instalments?: PromiseInstalment[];
    detail: Record<string, unknown>;
    audit: string;
    message: string;
    /** The page's language (`?lang=`); else the customer's: the confirmation is written in it. */
    language: TCustomerPageLanguage | undefined;
    /** The confirmation's values besides the business's name (docs/customer-page.md, "Confirmed back to the customer"). */
    confirm: ConfirmationRequest['values'];
  },
) {
  const deps = c.var.deps;
  await changeContactPreferences(deps, page.customerId, done.changes, { source: 'customer_page', instalments: done.instalments });
  const recorded = await recordPageAction(deps.db, {
    customerId: page.customerId,
    tokenId: page.tokenId,
    action: done.action,
    detail: done.detail,
    at: deps.clock.now(),
  });
  c.set('auditTarget', page.customerId);
  c.set('auditDetail', done.audit);
  // Recorded and committed: now its confirmation, which never fails the action.
  const confirmation = await confirmPageAction(deps, {
    customerId: page.customerId,
    customerName: page.statement.customer.name,
    tokenId: page.tokenId,
    action: recorded,
    kind: confirmationKind(done.action, done.detail),
    language: done.language ?? page.statement.customer.language,
    values: { businessName: business().name, ...done.confirm },
  });
  return { message: done.message, statement: shown(await statementOf(deps, page.customerId), page.expiresAt), confirmation };
}

const nothingDue = () => new ApiError(409, 'nothing_due', 'Nothing is due');

export const promise: AppRouteHandler<typeof routes.promise> = async (c) => {
  const body = c.req.valid('json');
  const page = await openStatement(c, c.req.valid('param').token);
  if (page.statement.balancePaise <= 0) throw nothingDue();
  const promised = pagePromise(body, page.statement);
  const instalments = promised.instalments?.length ?? 1;
  const answer = await act(c, page, {
    action: 'promise',
    changes: { promisedDate: promised.date, promisedAmountPaise: promised.amountPaise, promiseNote: "Promised on the customer's page" },
    instalments: promised.instalments,
    detail: instalments > 1 ? { ...body } : { date: body.date, amount: body.amount ?? null },
    audit: instalments > 1 ? `promise to pay in ${instalments} instalments from ${body.date}` : `promise to pay by ${body.date}`,
    message: `Promise recorded: reminders pause until ${formatDate(promised.date)}`,
    language: c.req.valid('query').lang,
    confirm: {
      amount: smsAmount(paiseToRupees(promised.amountPaise ?? page.statement.balancePaise)),
      date: formatDate(promised.date),
    },
  });
  return c.json(answer, 200);
};
export const dispute: AppRouteHandler<typeof routes.dispute> = async (c) => {
  const body = c.req.valid('json');
  const page = await openStatement(c, c.req.valid('param').token);
  const invoice = body.invoiceId === undefined ? undefined : page.statement.openInvoices.find((open) => open.id === body.invoiceId);
  if (body.invoiceId !== undefined && !invoice) throw new FieldError('invoiceId', 'Pick an open invoice of this statement');
  if (invoice) {
    // One invoice: only it leaves every reminder (and its unpaid part what they ask for) until staff resolve
    // it; a second dispute of the same invoice answers 409.
    await openInvoiceDispute(c.var.deps, {
      customerId: page.customerId,
      invoiceId: invoice.id,
      reason: body.reason,
      source: 'customer_page',
    });
    const answer = await act(c, page, {
      action: 'dispute',
      changes: {},
      detail: { invoiceId: invoice.id, invoiceNumber: invoice.number, reason: body.reason },
      audit: `dispute of invoice ${invoice.number}`,
      message: `Dispute of invoice ${invoice.number} recorded: reminders leave it out until it is resolved`,
      language: c.req.valid('query').lang,
      confirm: { invoiceNumber: invoice.number },
    });
    return c.json(answer, 200);
  }
  const answer = await act(c, page, {
    action: 'dispute',
    changes: {
      disputedAt: c.var.deps.clock.now(),
      disputeReason: `Statement (on the customer's page): ${body.reason}`.slice(0, 500),
    },
    detail: { invoiceId: null, invoiceNumber: null, reason: body.reason },
    audit: 'dispute of the statement',
    message: 'Dispute recorded: reminders stop until it is resolved',
    language: c.req.valid('query').lang,
    confirm: {},
  });
  return c.json(answer, 200);
};
/**
 * The paise to pay: the balance without the invoices in dispute (Pay all), the chosen open invoices'
 * unpaid parts (disputed ones too, when the customer chooses them), or a part of the balance.
 */
function amountToPay(statement: CustomerStatement, body: { invoiceIds?: string[]; amount?: number }): number {
  if (statement.balancePaise <= 0) throw nothingDue();
  if (body.invoiceIds) {
    let paise = 0;
    for (const id of new Set(body.invoiceIds)) {
      const unpaid = statement.unpaidPaise.get(id);
      if (unpaid === undefined) throw new FieldError('invoiceIds', 'Pick open invoices of this statement');
      paise += unpaid;
    }
    return paise;
  }
  if (body.amount !== undefined) {
    const paise = rupeesToPaise(body.amount);
    if (paise > statement.balancePaise)
      throw new FieldError('amount', `Amount can be at most the balance, ${formatINR(paiseToRupees(statement.balancePaise))}`);
    return paise;
  }
  const payAll = payAllPaise(statement);
  if (payAll <= 0) throw new ApiError(409, 'all_disputed', 'Every open invoice is in dispute: choose an invoice to pay it anyway');
  return payAll;
}

export const pay: AppRouteHandler<typeof routes.pay> = async (c) => {
  const { token } = c.req.valid('param');
  const body = (c.req.valid('json') as { invoiceIds?: string[]; amount?: number } | undefined) ?? {};
  const deps = c.var.deps;
  const opened = await openStatement(c, token);
  const { statement } = opened;
  const amountPaise = amountToPay(statement, body);
  const now = deps.clock.now();
  const chosen = body.invoiceIds ? statement.openInvoices.filter((invoice) => body.invoiceIds!.includes(invoice.id)) : [];
  const description = chosen.length
    ? `From the customer's page: ${chosen.map((invoice) => invoice.number).join(', ')}`
    : body.amount !== undefined
      ? "From the customer's page: part payment"
      : "From the customer's page: the balance";
  const made = await makePayableLink(deps, {
    customerId: opened.customerId,
    customerName: statement.customer.name,
    amountPaise,
    description,
    executionId: null,
    // A second press of the same button opens the same link instead of a second one; once a payment has
    // changed the balance, the same amount again (a second part) is a new link, not the one already paid.
    idempotencyKey: `customer-page:${opened.customerId}:${statement.balancePaise}:${amountPaise}:${description}:${businessDate(now)}`,
    publicUrl: publicBaseUrl(c, deps.publicUrl),
    now,
  });
  if (!made.ok) throw new ApiError(422, 'no_gateway', made.reason);
  // The phone's own UPI app, where the (first) link's gateway offers it; else only the gateway's page.
  const upi = await upiOffer(deps, made.parts[0]!, business().name);
  c.set('auditTarget', opened.customerId);
  c.set('auditDetail', `${formatINR(paiseToRupees(amountPaise))} from the customer's page`);
  return c.json({ url: made.url, amount: paiseToRupees(amountPaise), upi }, 200);
};

const FONT_FILES = {
  'devanagari-400.woff2': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  'devanagari-700.woff2': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
} as const;
const fonts = new Map<string, Buffer>();

export const font: AppRouteHandler<typeof routes.font> = async (c) => {
  const { file } = c.req.valid('param');
  let bytes = fonts.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT_FILES[file]));
    fonts.set(file, bytes);
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'font/woff2',
    'Cache-Control': 'public, max-age=31536000, immutable',
  }) as never;
};

/** A staff route's customer: 404 for an id that names none. */
async function mustExist(db: AppDeps['db'], id: string): Promise<void> {
  const [customer] = isUuid(id) ? await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)) : [];
  if (!customer) throw notFound('Customer');
}

export const createLink: AppRouteHandler<typeof routes.createLink> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock, publicUrl } = c.var.deps;
  await mustExist(db, id);
  const issued = await issuePageToken(db, id, {
    now: clock.now(),
    validDays: readEnv().CUSTOMER_PAGE_VALID_DAYS,
    createdBy: c.var.user?.id ?? null,
  });
  c.set('auditTarget', id);
  return c.json(
    { url: `${publicBaseUrl(c, publicUrl)}/api/customer-page/${issued.token}`, expiresAt: issued.expiresAt.toISOString() },
    201,
  );
};

export const revokeLinks: AppRouteHandler<typeof routes.revokeLinks> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock } = c.var.deps;
  await mustExist(db, id);
  const revoked = await revokePageTokens(db, id, clock.now());
  c.set('auditTarget', id);
  return c.json({ revoked }, 200);
};

export const links: AppRouteHandler<typeof routes.links> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock } = c.var.deps;
  await mustExist(db, id);
  const summary = await pageLinkSummary(db, id, clock.now());
  return c.json({ ...summary, lastVisitedAt: summary.lastVisitedAt?.toISOString() ?? null }, 200);
};

export const paid: AppRouteHandler<typeof routes.paid> = async (c) => {
  const body = c.req.valid('json');
  const page = await openStatement(c, c.req.valid('param').token);
  if (page.statement.balancePaise <= 0) throw nothingDue();
  const answer = await act(c, page, {
    action: 'paid_claim',
    changes: {
      paidClaimedAt: c.var.deps.clock.now(),
      paidClaimReference: body.reference,
      paidClaimAmountPaise: body.amount === undefined ? null : rupeesToPaise(body.amount),
    },
    detail: { reference: body.reference, amount: body.amount ?? null },
    audit: 'says already paid',
    message: 'Payment reported: reminders wait while it is checked',
    language: c.req.valid('query').lang,
    confirm: {},
  });
  return c.json(answer, 200);
};
export const optOut: AppRouteHandler<typeof routes.optOut> = async (c) => {
  const body = c.req.valid('json');
  const page = await openStatement(c, c.req.valid('param').token);
  const answer = await act(c, page, {
    action: 'opt_out',
    changes: { optedOutChannels: [...new Set([...page.statement.optedOutChannels, ...body.channels])] },
    detail: { channels: body.channels },
    audit: `opted out of ${body.channels.join(', ')}`,
    message: `Opted out of ${body.channels.join(', ')}: no more reminders there`,
    language: c.req.valid('query').lang,
    // Named as the page names them; the link's own channel among them refuses the confirmation (opted out).
    confirm: {
      channels: body.channels
        .map((channel) => PAGE_TEXTS[c.req.valid('query').lang ?? page.statement.customer.language].channels[channel])
        .join(', '),
    },
  });
  return c.json(answer, 200);
};
