import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { paiseToRupees } from '../../lib/money';
import type { PaymentLinkRow } from '../../payment-links/payment-link-rows';

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
  button { width: 100%; padding: 14px; font-size: 16px; border: 0; border-radius: 8px; background: #1677ff;
           color: #fff; cursor: pointer; margin-top: 24px; }
  button[disabled] { background: #8fb8ff; cursor: wait; }
  .state { margin-top: 24px; padding: 12px; border-radius: 8px; text-align: center; font-weight: 600; }
  .paid { background: #e6f7ed; color: #13795b; } .expired, .error { background: #fdecea; color: #b42318; }
  .sandbox { margin-top: 20px; font-size: 12px; color: #9aa5b1; text-align: center; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p class="sandbox">Sandbox payment page: no real money moves.</p></main></body></html>`;
}

/**
 * The Pay button's script. It is the same on every page (nothing of the link is written into it), so the
 * Content-Security-Policy allows exactly this script by its hash and no other inline script.
 * It sends JSON's content type as every state-changing API request must.
 */
export const PAY_PAGE_SCRIPT = `
    document.getElementById('pay').addEventListener('click', async function () {
      const label = this.textContent;
      this.disabled = true; this.textContent = 'Processing…';
      const response = await fetch(location.pathname.replace(/\\/$/, '') + '/confirm', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin'
      });
      if (response.ok) { location.reload(); return; }
      const body = await response.json().catch(function () { return {}; });
      document.getElementById('result').innerHTML = '<div class="state error"></div>';
      document.querySelector('#result .state').textContent = body.message || 'Payment failed';
      this.disabled = false; this.textContent = label;
    });`;

/** The hosted pay page of the sandbox gateway: who pays, how much, and a Pay button. */
export function renderPayPage(link: PaymentLinkRow, status: PaymentLinkRow['status']): string {
  const amount = formatINR(paiseToRupees(link.amountPaise));
  const header =
    `<h1>${escapeHtml(link.customerName)}</h1>` +
    `<p class="muted">${escapeHtml(link.description ?? 'Payment')}</p>` +
    `<div class="amount">${escapeHtml(amount)}</div>`;
  if (status === 'paid') {
    return page('Payment received', `${header}<div class="state paid">Paid on ${escapeHtml(formatDate(link.paidAt?.toISOString()))}. Thank you!</div>`);
  }
  if (status === 'expired') {
    return page('Link expired', `${header}<div class="state expired">This payment link expired on ${escapeHtml(formatDate(link.expiresAt.toISOString()))}.</div>`);
  }
  return page(
    `Pay ${amount}`,
    `${header}<p class="muted">Valid until ${escapeHtml(formatDate(link.expiresAt.toISOString()))}</p>` +
      `<button id="pay" type="button">Pay ${escapeHtml(amount)}</button><div id="result"></div>` +
      `<script>${PAY_PAGE_SCRIPT}</script>`,
  );
}

export function renderNotFoundPage(): string {
  return page('Payment link not found', '<h1>Payment link not found</h1><p class="muted">Please check the link you were sent.</p>');
}
