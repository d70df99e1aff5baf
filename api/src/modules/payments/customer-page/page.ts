import {
  CUSTOMER_PAGE_LANGUAGE_NAMES,
  CUSTOMER_PAGE_LANGUAGES,
  PAGE_PROMISE_MAX_DAYS,
  type TCustomerPageLanguage,
} from '@duesflow/shared-contracts/customer-page';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { payAllPaise, type CustomerStatement } from './statement';
import { paiseToRupees } from '../../../core/lib/money';
import { fill, PAGE_TEXTS, type PageTexts } from './texts';
import { addDays } from '../../../core/lib/clock';
import { OPT_OUT_CHANNELS } from '@duesflow/shared-contracts/reminder-sequences';
import { UPI_INTENT_OPEN_MS } from '../gateways/payment-gateways';

/** The business the page speaks for (BUSINESS_NAME, BUSINESS_PHONE, BUSINESS_EMAIL). */
export interface Business {
  name: string;
  phone: string | null;
  email: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Where the page's Devanagari font is served (a subset, fetched by the browser only for Devanagari text). */
export const FONT_PATH = '/api/customer-page/fonts';

// Built for a phone on a slow network: system fonts for Latin text, no framework, one small script.
const STYLE = `
  @font-face { font-family: 'Noto Sans Devanagari'; font-style: normal; font-weight: 400; font-display: swap;
    src: url(${FONT_PATH}/devanagari-400.woff2) format('woff2'); unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+A8E0-A8FF; }
  @font-face { font-family: 'Noto Sans Devanagari'; font-style: normal; font-weight: 700; font-display: swap;
    src: url(${FONT_PATH}/devanagari-700.woff2) format('woff2'); unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+A8E0-A8FF; }
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, 'Noto Sans Devanagari', sans-serif; margin: 0;
         background: #f4f6f8; color: #1f2933; font-size: 16px; line-height: 1.45; }
  main { max-width: 640px; margin: 0 auto; padding: 16px; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap; }
  h1 { font-size: 20px; margin: 0; } h2 { font-size: 17px; margin: 24px 0 8px; }
  nav a { margin-left: 8px; color: #1660c7; } nav a[aria-current] { color: #1f2933; font-weight: 700; text-decoration: none; }
  .muted { color: #52606d; font-size: 14px; margin: 4px 0; }
  .card { background: #fff; border-radius: 10px; padding: 16px; margin-top: 16px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  .balance { font-size: 32px; font-weight: 700; margin: 4px 0; }
  .overdue { color: #b42318; font-weight: 600; }
  .disputed { color: #8a4b00; font-weight: 600; }
  ul.rows { list-style: none; margin: 0; padding: 0; }
  ul.rows li { border-top: 1px solid #e4e7eb; padding: 10px 0; display: flex; gap: 10px; align-items: flex-start; }
  ul.rows li:first-child { border-top: 0; }
  .grow { flex: 1; min-width: 0; } .right { text-align: right; white-space: nowrap; }
  input[type=checkbox] { width: 22px; height: 22px; margin-top: 2px; }
  button { width: 100%; padding: 14px; font-size: 16px; border: 0; border-radius: 8px; background: #1660c7; color: #fff;
           cursor: pointer; margin-top: 12px; font-family: inherit; }
  button.secondary { background: #fff; color: #1660c7; border: 1px solid #1660c7; }
  button[disabled] { opacity: .6; cursor: wait; }
  label { display: block; margin-top: 12px; font-size: 14px; color: #52606d; }
  select, textarea, input[type=date], input[type=text] { width: 100%; padding: 12px; font-size: 16px; border: 1px solid #cbd2d9; border-radius: 8px; margin-top: 4px; font-family: inherit; background: #fff; }
  input[type=number] { width: 100%; padding: 12px; font-size: 16px; border: 1px solid #cbd2d9; border-radius: 8px; margin-top: 4px; }
  .error { margin-top: 12px; padding: 10px; border-radius: 8px; background: #fdecea; color: #b42318; }
  .done { background: #e6f7ed; color: #13795b; padding: 12px; border-radius: 8px; font-weight: 600; }
  a.button { display: block; text-align: center; padding: 14px; font-size: 16px; border-radius: 8px; background: #1660c7; color: #fff;
             text-decoration: none; margin-top: 12px; font-weight: 600; }
  a.button.secondary { background: #fff; color: #1660c7; border: 1px solid #1660c7; font-weight: 400; }
  .upi { border-top: 1px solid #e4e7eb; margin-top: 16px; }
  .qr svg { display: block; width: 240px; max-width: 100%; height: auto; margin: 12px auto 0; }
  footer { margin: 24px 0; font-size: 13px; color: #52606d; }
`;

function page(language: TCustomerPageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main><script>${CUSTOMER_PAGE_SCRIPT}</script></body></html>`;
}

/**
 * A second and third instalment, folded away until asked for (no script needed): each a date and an
 * amount, the first instalment being the date and amount above.
 */
function instalmentFields(statement: CustomerStatement, t: PageTexts): string {
  const max = addDays(statement.asOf, PAGE_PROMISE_MAX_DAYS);
  const fields = [2, 3]
    .map(
      (n) => `<label for="promise-date${n}">${escapeHtml(fill(t.instalmentDate, { n: String(n) }))}</label>
            <input type="date" id="promise-date${n}" name="date${n}" min="${statement.asOf}" max="${max}">
            <label for="promise-amount${n}">${escapeHtml(fill(t.instalmentAmount, { n: String(n) }))}</label>
            <input type="number" id="promise-amount${n}" name="amount${n}" min="1" max="${statement.balance}" step="0.01" inputmode="decimal">`,
    )
    .join('');
  return `<details><summary>${escapeHtml(t.instalments)}</summary>
            <p class="muted">${escapeHtml(t.instalmentsHelp)}</p>${fields}</details>`;
}

/**
 * The Pay buttons' script, the same on every page (the token and texts travel in data attributes), so
 * the Content-Security-Policy allows exactly this inline script by its hash.
 */
export const CUSTOMER_PAGE_SCRIPT = `
  (function () {
    var main = document.querySelector('main');
    // Framed by an integrator's page (docs/embedding.md): the frame takes the page's height, told on every change.
    var framed = window.parent !== window;
    if (framed && window.ResizeObserver) new ResizeObserver(function () {
      parent.postMessage({ type: 'duesflow:customer-page-height', height: document.body.getBoundingClientRect().height }, '*');
    }).observe(document.body);
    // An action's answer, kept over the reload that shows its effect: the confirmation sent back to the customer.
    try {
      var confirmed = sessionStorage.getItem('duesflow-confirmation');
      if (confirmed) {
        sessionStorage.removeItem('duesflow-confirmation');
        var notice = document.getElementById('confirmation');
        notice.textContent = confirmed; notice.hidden = false;
      }
    } catch (ignored) {}
    document.querySelectorAll('form[data-action]').forEach(function (action) {
      action.addEventListener('submit', async function (event) {
        event.preventDefault();
        var button = action.querySelector('button');
        var result = action.querySelector('.result');
        var body = {};
        new FormData(action).forEach(function (value, name) {
          if (value === '') return;
          if (name === 'channels') (body.channels = body.channels || []).push(value);
          else body[name] = /^amount/.test(name) ? Number(value) : value;
        });
        var label = button.textContent;
        button.disabled = true; button.textContent = main.dataset.saving; result.textContent = '';
        try {
          var response = await fetch('/api/customer-page/' + encodeURIComponent(main.dataset.token) + '/' + action.dataset.action + '?lang=' + document.documentElement.lang, {
            method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
          });
          if (response.ok) {
            var done = await response.json().catch(function () { return {}; });
            try { if (done.confirmation) sessionStorage.setItem('duesflow-confirmation', done.confirmation); } catch (ignored) {}
            location.reload(); return;
          }
          var answer = await response.json().catch(function () { return {}; });
          var issue = answer.issues && answer.issues[0] ? answer.issues[0].message : answer.message;
          result.innerHTML = '<div class="error" role="alert"></div>';
          result.firstChild.textContent = main.dataset.actionFailed + (issue ? ': ' + issue : '');
        } catch (error) {
          result.innerHTML = '<div class="error" role="alert"></div>';
          result.firstChild.textContent = main.dataset.actionFailed;
        }
        button.disabled = false; button.textContent = label;
      });
    });
    var form = document.getElementById('pay');
    if (!form) return;
    var result = document.getElementById('pay-result');
    async function pay(button, body) {
      var label = button.textContent;
      button.disabled = true; button.textContent = main.dataset.paying; result.textContent = '';
      try {
        var response = await fetch('/api/customer-page/' + encodeURIComponent(main.dataset.token) + '/pay', {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
        });
        var answer = await response.json().catch(function () { return {}; });
        if (response.ok && answer.url && answer.upi) {
          await offerUpi(answer);
          button.disabled = false; button.textContent = label;
          return;
        }
        // Framed, the gateway's page takes the whole tab, as it does unframed (gateways refuse frames).
        if (response.ok && answer.url) { if (framed) top.location.href = answer.url; else location.assign(answer.url); return; }
        result.innerHTML = '<div class="error" role="alert"></div>';
        result.firstChild.textContent = main.dataset.failed + (answer.message ? ': ' + answer.message : '');
      } catch (error) {
        result.innerHTML = '<div class="error" role="alert"></div>';
        result.firstChild.textContent = main.dataset.failed;
      }
      button.disabled = false; button.textContent = label;
    }
    // The receipts the statement lists now: a payment not among them is the one the customer just made.
    async function receiptIds() {
      var response = await fetch('/api/customer-page/' + encodeURIComponent(main.dataset.token) + '/statement', { cache: 'no-store' });
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()).payments.map(function (payment) { return payment.id; });
    }
    var watching = 0;
    async function offerUpi(answer) {
      var known = await receiptIds().catch(function () { return null; });
      var offer = document.getElementById('upi-offer').content.firstElementChild.cloneNode(true);
      offer.querySelector('[data-upi=pay]').href = answer.upi.url;
      offer.querySelector('.qr').innerHTML = answer.upi.qrSvg;
      offer.querySelector('[data-upi=amount]').textContent = answer.upi.amountText;
      offer.querySelector('[data-upi=payee]').textContent = answer.upi.payee;
      offer.querySelector('[data-upi=gateway]').href = answer.url;
      if (framed) offer.querySelector('[data-upi=gateway]').target = '_top';
      offer.querySelector(answer.upi.sandbox ? '[data-upi=live]' : '[data-upi=sandbox]').remove();
      result.textContent = '';
      result.appendChild(offer);
      if (!known) return;
      // Until the payment arrives (by the gateway's webhook), for as long as the intent takes payments.
      var round = ++watching, until = Date.now() + Number(main.dataset.upiMinutes) * 60000;
      (function check() {
        if (round !== watching || Date.now() > until) return;
        setTimeout(async function () {
          var ids = await receiptIds().catch(function () { return known; });
          var paid = ids.filter(function (id) { return known.indexOf(id) < 0; })[0];
          if (!paid) return check();
          location.assign('/api/customer-page/' + encodeURIComponent(main.dataset.token) + '?lang=' + document.documentElement.lang + '&paid=' + encodeURIComponent(paid));
        }, 4000);
      })();
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.querySelector('button[data-pay=part]').click();
    });
    form.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-pay]');
      if (!button) return;
      event.preventDefault();
      var way = button.dataset.pay;
      if (way === 'all') return pay(button, {});
      if (way === 'selected') {
        var ids = Array.prototype.map.call(form.querySelectorAll('input[name=invoice]:checked'), function (box) { return box.value; });
        return pay(button, { invoiceIds: ids });
      }
      var amount = Number(form.querySelector('input[name=amount]').value);
      return pay(button, { amount: amount });
    });
  })();`;

const rupees = (amount: number) => formatINR(amount);

function languageSwitch(token: string, current: TCustomerPageLanguage, t: PageTexts): string {
  const links = CUSTOMER_PAGE_LANGUAGES.map((language) =>
    language === current
      ? `<a aria-current="page" lang="${language}">${CUSTOMER_PAGE_LANGUAGE_NAMES[language]}</a>`
      : `<a href="/api/customer-page/${encodeURIComponent(token)}?lang=${language}" lang="${language}">${CUSTOMER_PAGE_LANGUAGE_NAMES[language]}</a>`,
  ).join('');
  return `<nav aria-label="${escapeHtml(t.language)}">${links}</nav>`;
}

function contactLine(business: Business, t: PageTexts): string {
  const ways = [business.phone, business.email].filter((way): way is string => Boolean(way)).map(escapeHtml);
  return `${escapeHtml(fill(t.contact, { business: business.name }))}${ways.length ? `: ${ways.join(' · ')}` : ''}`;
}

/**
 * Paying with a UPI app, filled in by the script from the pay answer where the link's gateway offers it: the
 * deep link for this phone, its QR code (an inline SVG) for another, the amount and payee beside it.
 */
function upiOfferTemplate(t: PageTexts): string {
  return `<template id="upi-offer"><div class="upi">
            <a class="button" data-upi="pay" href="#">${escapeHtml(t.upiPay)}</a>
            <div class="qr" role="img" aria-label="${escapeHtml(t.upiQr)}"></div>
            <p style="text-align:center"><strong data-upi="amount"></strong> · ${escapeHtml(t.upiPayee)}: <span data-upi="payee"></span></p>
            <p class="muted" data-upi="live">${escapeHtml(t.upiScan)}</p>
            <p class="muted" data-upi="sandbox">${escapeHtml(t.upiSandbox)}</p>
            <a class="button secondary" data-upi="gateway" href="#">${escapeHtml(t.upiGatewayPage)}</a>
          </div></template>`;
}

/** The receipt of a payment just made (`?paid=` its id), with the gateway's reference; nothing for an id not on this statement. */
function receiptCard(statement: CustomerStatement, paymentId: string | undefined, t: PageTexts): string {
  const payment = paymentId ? statement.payments.find((received) => received.id === paymentId) : undefined;
  if (!payment) return '';
  return `<section class="card" role="status"><p class="done">${escapeHtml(
    fill(t.upiReceived, { amount: rupees(payment.amount), reference: payment.reference ?? '—' }),
  )}</p></section>`;
}

/** The statement, with the ways to pay, in the customer's language. */
export function renderStatementPage(
  statement: CustomerStatement,
  options: { token: string; language: TCustomerPageLanguage; business: Business; expiresAt: Date; paidId?: string },
): string {
  const { token, language, business } = options;
  const t = PAGE_TEXTS[language];
  const invoices = statement.openInvoices
    .map(
      (invoice) => `<li><input type="checkbox" name="invoice" value="${escapeHtml(invoice.id)}" id="inv-${escapeHtml(invoice.id)}"
        aria-label="${escapeHtml(`${t.invoice} ${invoice.number}`)}">
        <label class="grow" for="inv-${escapeHtml(invoice.id)}" style="margin:0;color:inherit;font-size:inherit">
          <strong>${escapeHtml(t.invoice)} ${escapeHtml(invoice.number)}</strong>${
            invoice.dispute ? ` · <span class="disputed">${escapeHtml(t.inDispute)}</span>` : ''
          }<br>
          <span class="muted">${escapeHtml(t.dueDate)}: ${escapeHtml(formatDate(invoice.dueDate))}${
            invoice.daysOverdue > 0 ? ` · <span class="overdue">${invoice.daysOverdue} ${escapeHtml(t.daysOverdue)}</span>` : ''
          }</span></label>
        <span class="right"><strong>${rupees(invoice.unpaid)}</strong>${
          invoice.unpaid !== invoice.amount ? `<br><span class="muted">${escapeHtml(t.amount)} ${rupees(invoice.amount)}</span>` : ''
        }</span></li>`,
    )
    .join('');
  const payments = statement.payments.length
    ? `<ul class="rows">${statement.payments
        .map(
          (payment) =>
            `<li><span class="grow">${escapeHtml(formatDate(payment.receivedAt))}${
              payment.reference ? `<br><span class="muted">${escapeHtml(t.reference)}: ${escapeHtml(payment.reference)}</span>` : ''
            }</span><span class="right">${rupees(payment.amount)}</span></li>`,
        )
        .join('')}</ul>`
    : `<p class="muted">${escapeHtml(t.noPayments)}</p>`;
  // Pay all asks for what is not in dispute; a disputed invoice is paid only when chosen.
  const payAll = payAllPaise(statement);
  const paySection =
    statement.balancePaise > 0
      ? `<form id="pay" class="card">
          <h2 style="margin-top:0">${escapeHtml(t.openInvoices)}</h2>
          <ul class="rows">${invoices}</ul>
          ${payAll > 0 ? `<button type="button" data-pay="all">${escapeHtml(fill(t.payAll, { amount: rupees(paiseToRupees(payAll)) }))}</button>` : ''}
          ${statement.inDispute > 0 ? `<p class="muted">${escapeHtml(fill(t.payAllLeavesOut, { amount: rupees(statement.inDispute) }))}</p>` : ''}
          <button type="button" class="secondary" data-pay="selected">${escapeHtml(t.paySelected)}</button>
          <label for="amount">${escapeHtml(t.amountLabel)}</label>
          <input type="number" id="amount" name="amount" min="1" max="${statement.balance}" step="0.01" inputmode="decimal">
          <button type="button" class="secondary" data-pay="part">${escapeHtml(t.payPart)}</button>
          <div id="pay-result" aria-live="polite"></div>
          ${upiOfferTemplate(t)}
        </form>`
      : `<div class="card"><p class="done">${escapeHtml(t.nothingDue)}</p></div>`;
  const held = [
    // Said plainly, with the promise form below to promise again.
    statement.brokenPromise
      ? `<p class="error">${escapeHtml(fill(t.promiseBroken, { date: formatDate(statement.brokenPromise.date) }))}</p>`
      : '',
    statement.promise
      ? `<p class="done">${escapeHtml(fill(t.promised, { date: formatDate(statement.promise.date) }))}${
          statement.promise.amount !== null ? ` (${rupees(statement.promise.amount)})` : ''
        }</p>`
      : '',
    statement.dispute ? `<p class="done">${escapeHtml(fill(t.disputed, { business: business.name }))}</p>` : '',
    ...statement.openInvoices
      .filter((invoice) => invoice.dispute)
      .map((invoice) => `<p class="done">${escapeHtml(fill(t.invoiceDisputed, { number: invoice.number, business: business.name }))}</p>`),
    statement.paidClaim
      ? `<p class="done">${escapeHtml(fill(t.paidClaimed, { reference: statement.paidClaim.reference, business: business.name }))}</p>`
      : '',
    statement.optedOutChannels.length
      ? `<p class="done">${escapeHtml(fill(t.optedOut, { channels: statement.optedOutChannels.map((channel) => t.channels[channel]).join(', ') }))}</p>`
      : '',
  ].join('');
  const stillOn = OPT_OUT_CHANNELS.filter((channel) => !statement.optedOutChannels.includes(channel));
  const optOutForm = stillOn.length
    ? `<h2>${escapeHtml(t.optOutTitle)}</h2>
          <form data-action="opt-out">
            ${stillOn
              .map(
                (channel) =>
                  `<label style="display:flex;gap:8px;align-items:center;color:inherit"><input type="checkbox" name="channels" value="${channel}"> ${escapeHtml(t.channels[channel])}</label>`,
              )
              .join('')}
            <button type="submit" class="secondary">${escapeHtml(t.optOut)}</button>
            <div class="result" aria-live="polite"></div>
          </form>`
    : '';
  // An invoice already in dispute is not offered again.
  const invoiceOptions = statement.openInvoices
    .filter((invoice) => !invoice.dispute)
    .map((invoice) => `<option value="${escapeHtml(invoice.id)}">${escapeHtml(`${t.invoice} ${invoice.number}`)}</option>`)
    .join('');
  const actions =
    statement.balancePaise > 0
      ? `<section class="card"><h2 style="margin-top:0">${escapeHtml(t.cantPay)}</h2>
          <form data-action="promise">
            <label for="promise-date">${escapeHtml(t.promiseDate)}</label>
            <input type="date" id="promise-date" name="date" required min="${statement.asOf}" max="${addDays(statement.asOf, PAGE_PROMISE_MAX_DAYS)}">
            <label for="promise-amount">${escapeHtml(t.promiseAmount)}</label>
            <input type="number" id="promise-amount" name="amount" min="1" max="${statement.balance}" step="0.01" inputmode="decimal">
            ${instalmentFields(statement, t)}
            <button type="submit" class="secondary">${escapeHtml(t.promise)}</button>
            <div class="result" aria-live="polite"></div>
          </form>
          <h2>${escapeHtml(t.disputeTitle)}</h2>
          <form data-action="dispute">
            <label for="dispute-invoice">${escapeHtml(t.disputeWhich)}</label>
            <select id="dispute-invoice" name="invoiceId"><option value="">${escapeHtml(t.wholeStatement)}</option>${invoiceOptions}</select>
            <label for="dispute-reason">${escapeHtml(t.disputeReason)}</label>
            <textarea id="dispute-reason" name="reason" required maxlength="500" rows="3"></textarea>
            <button type="submit" class="secondary">${escapeHtml(t.dispute)}</button>
            <div class="result" aria-live="polite"></div>
          </form>
          <h2>${escapeHtml(t.alreadyPaid)}</h2>
          <form data-action="paid">
            <label for="paid-reference">${escapeHtml(t.paidReference)}</label>
            <input type="text" id="paid-reference" name="reference" required maxlength="60" autocomplete="off">
            <label for="paid-amount">${escapeHtml(t.paidAmount)}</label>
            <input type="number" id="paid-amount" name="amount" min="1" step="0.01" inputmode="decimal">
            <button type="submit" class="secondary">${escapeHtml(t.reportPaid)}</button>
            <div class="result" aria-live="polite"></div>
          </form></section>`
      : '';
  const body = `
    <header><h1>${escapeHtml(business.name)}</h1>${languageSwitch(token, language, t)}</header>
    <p class="muted">${escapeHtml(fill(t.greeting, { name: statement.customer.name }))} · ${escapeHtml(
      fill(t.asOf, { date: formatDate(statement.asOf) }),
    )}</p>
    <section class="card" aria-label="${escapeHtml(t.balance)}">
      <div class="muted">${escapeHtml(t.balance)}</div>
      <div class="balance">${rupees(statement.balance)}</div>
      ${statement.overdue > 0 ? `<div class="overdue">${escapeHtml(t.overdue)}: ${rupees(statement.overdue)}</div>` : ''}
    </section>
    ${receiptCard(statement, options.paidId, t)}
    <p class="done" id="confirmation" role="status" hidden></p>
    ${held ? `<section class="card">${held}</section>` : ''}
    ${paySection}
    ${actions}
    ${optOutForm ? `<section class="card">${optOutForm.replace('<h2>', '<h2 style="margin-top:0">')}</section>` : ''}
    <section class="card"><h2 style="margin-top:0">${escapeHtml(t.payments)}</h2>${payments}</section>
    <footer><p>${contactLine(business, t)}</p><p>${escapeHtml(
      fill(t.validUntil, { name: statement.customer.name, date: formatDate(options.expiresAt.toISOString()) }),
    )}</p></footer>`;
  return page(language, `${t.title} · ${business.name}`, body).replace(
    '<main>',
    `<main data-token="${escapeHtml(token)}" data-upi-minutes="${UPI_INTENT_OPEN_MS / 60_000}" data-paying="${escapeHtml(t.paying)}" data-failed="${escapeHtml(t.payFailed)}" data-saving="${escapeHtml(t.saving)}" data-action-failed="${escapeHtml(t.actionFailed)}">`,
  );
}

export type Refusal = 'expired' | 'revoked' | 'invalid' | 'throttled';

/** A link that opens nothing: what happened and whom to ask, never whose page it was. */
export function renderRefusalPage(
  refusal: Refusal,
  options: { language: TCustomerPageLanguage; business: Business; retryAfterSeconds?: number },
): string {
  const t = PAGE_TEXTS[options.language];
  const business = options.business;
  const [title, help] =
    refusal === 'expired'
      ? [t.expired, fill(t.expiredHelp, { business: business.name })]
      : refusal === 'revoked'
        ? [t.revoked, fill(t.expiredHelp, { business: business.name })]
        : refusal === 'throttled'
          ? [t.throttled, fill(t.throttledHelp, { minutes: String(Math.max(1, Math.ceil((options.retryAfterSeconds ?? 60) / 60))) })]
          : [t.invalid, fill(t.invalidHelp, { business: business.name })];
  return page(
    options.language,
    title,
    `<header><h1>${escapeHtml(business.name)}</h1></header>
     <section class="card" role="alert"><h2 style="margin-top:0">${escapeHtml(title)}</h2><p>${escapeHtml(help)}</p></section>
     <footer><p>${contactLine(business, t)}</p></footer>`,
  );
}
