import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { paiseToRupees } from '../../../core/lib/money';
import { effectiveStatus, type PaymentLinkRow } from '../links/payment-link-rows';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f6f8; margin: 0;
         display: flex; min-height: 100vh; align-items: center; justify-content: center; color: #1f2933; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); padding: 32px; width: 360px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .muted { color: #616e7c; font-size: 14px; margin: 0 0 24px; }
  .amount { font-size: 36px; font-weight: 700; margin: 8px 0 4px; }
  ol.parts { list-style: none; padding: 0; margin: 16px 0 0; } ol.parts li { border-top: 1px solid #e4e7eb; padding: 12px 0; }
  h2 { font-size: 16px; margin: 0 0 4px; }
  a.pay { display: block; text-align: center; text-decoration: none; padding: 14px; font-size: 16px; border-radius: 8px;
          background: #1677ff; color: #fff; margin-top: 12px; }
  button { width: 100%; padding: 14px; font-size: 16px; border: 0; border-radius: 8px; background: #1677ff;
           color: #fff; cursor: pointer; margin-top: 24px; }
  button[disabled] { background: #8fb8ff; cursor: wait; }
  .state { margin-top: 24px; padding: 12px; border-radius: 8px; text-align: center; font-weight: 600; }
  .paid { background: #e6f7ed; color: #13795b; } .expired, .error { background: #fdecea; color: #b42318; }
  .sandbox { margin-top: 20px; font-size: 12px; color: #9aa5b1; text-align: center; }
`;

function page(title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}${footer ? `<p class="sandbox">${escapeHtml(footer)}</p>` : ''}</main></body></html>`;
}

const SANDBOX_FOOTER = 'Sandbox payment page: no real money moves.';

/**
 * The Pay buttons' script. It is the same on every page (nothing of a link is written into it; each button
 * names its link's token), so the Content-Security-Policy allows exactly this script by its hash and no
 * other inline script. It sends JSON's content type as every state-changing API request must.
 */
export const PAY_PAGE_SCRIPT = `
    document.querySelectorAll('button[data-pay]').forEach(function (button) {
      button.addEventListener('click', async function () {
        const label = this.textContent;
        const result = this.nextElementSibling;
        this.disabled = true; this.textContent = 'Processing…';
        const response = await fetch('/api/pay/' + encodeURIComponent(this.dataset.pay) + '/confirm', {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin'
        });
        if (response.ok) { location.reload(); return; }
        const body = await response.json().catch(function () { return {}; });
        result.innerHTML = '<div class="state error"></div>';
        result.querySelector('.state').textContent = body.message || 'Payment failed';
        this.disabled = false; this.textContent = label;
      });
    });`;

const rupees = (paise: number) => formatINR(paiseToRupees(paise));
const dateOf = (date: Date | null) => escapeHtml(formatDate(date?.toISOString()));

/** What can be done with one link (or part) now: its state, or how to pay the rest of it. */
function partAction(link: PaymentLinkRow, now: Date, options: { sandboxPayments: boolean }): string {
  const status = effectiveStatus(link, now);
  const rest = Math.max(0, link.amountPaise - link.amountPaidPaise);
  if (status === 'paid') return `<div class="state paid">Paid on ${dateOf(link.paidAt)}. Thank you!</div>`;
  if (status === 'expired') return `<div class="state expired">This payment link expired on ${dateOf(link.expiresAt)}.</div>`;
  // Pay is offered only where it can be paid: placed on a gateway, and a sandbox link only with sandbox payments on.
  if (!link.gatewayReference) return '<div class="state error">This payment link is not ready to be paid yet</div>';
  const label = `Pay ${escapeHtml(rupees(rest))}`;
  if (link.hostedUrl) return `<a class="pay" href="${escapeHtml(link.hostedUrl)}">${label}</a>`;
  if (!options.sandboxPayments) return '<div class="state error">This payment link cannot be paid here: sandbox payments are off</div>';
  return `<button type="button" data-pay="${escapeHtml(link.token)}">${label}</button><div class="result"></div>`;
}

/** "₹500.00 paid of ₹2,000.00; ₹1,500.00 still to pay", once something was paid and the rest is open. */
function paidSoFar(link: PaymentLinkRow): string {
  if (link.amountPaidPaise <= 0 || link.amountPaidPaise >= link.amountPaise) return '';
  return `<p class="muted">${escapeHtml(rupees(link.amountPaidPaise))} paid of ${escapeHtml(rupees(link.amountPaise))}; ${escapeHtml(rupees(link.amountPaise - link.amountPaidPaise))} still to pay</p>`;
}

/**
 * The pay page of a link: who pays, how much, what was paid, and Pay only where the link can be paid. A
 * link that is part of an instalment plan shows the whole plan, each part with its own state and Pay.
 */
export function renderPayPage(parts: readonly PaymentLinkRow[], now: Date, options: { sandboxPayments: boolean }): string {
  const first = parts[0]!;
  const footer = parts.some((part) => part.gatewayReference && !part.hostedUrl) ? SANDBOX_FOOTER : '';
  const script = parts.some((part) => partAction(part, now, options).includes('data-pay')) ? `<script>${PAY_PAGE_SCRIPT}</script>` : '';
  if (parts.length === 1) {
    const status = effectiveStatus(first, now);
    const amount = rupees(first.amountPaise);
    const header =
      `<h1>${escapeHtml(first.customerName)}</h1>` +
      `<p class="muted">${escapeHtml(first.description ?? 'Payment')}</p>` +
      `<div class="amount">${escapeHtml(amount)}</div>` +
      paidSoFar(first);
    const valid = status === 'active' ? `<p class="muted">Valid until ${dateOf(first.expiresAt)}</p>` : '';
    const title = status === 'paid' ? 'Payment received' : status === 'expired' ? 'Link expired' : `Pay ${amount}`;
    return page(title, `${header}${valid}${partAction(first, now, options)}${script}`, footer);
  }
  const total = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  const items = parts
    .map(
      (part, index) =>
        `<li><h2>Instalment ${index + 1} of ${parts.length}: ${escapeHtml(rupees(part.amountPaise))}</h2>` +
        `${paidSoFar(part)}<p class="muted">Valid until ${dateOf(part.expiresAt)}</p>${partAction(part, now, options)}</li>`,
    )
    .join('');
  return page(
    `Pay ${rupees(total)} in ${parts.length} instalments`,
    `<h1>${escapeHtml(first.customerName)}</h1>` +
      `<p class="muted">Instalment plan: ${escapeHtml(rupees(total))} in ${parts.length} parts, each paid on its own</p>` +
      `<div class="amount">${escapeHtml(rupees(total))}</div><ol class="parts">${items}</ol>${script}`,
    footer,
  );
}

export function renderNotFoundPage(): string {
  return page('Payment link not found', '<h1>Payment link not found</h1><p class="muted">Please check the link you were sent.</p>', '');
}
