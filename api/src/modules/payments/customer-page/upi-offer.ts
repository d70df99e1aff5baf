import type QRCodeModule from 'qrcode';
import type { TCustomerPageUpi } from '@duesflow/shared-contracts/customer-page';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { AppDeps } from '../../../core/app-deps';
import { paiseToRupees } from '../../../core/lib/money';
import type { PaymentLinkRow } from '../links/payment-link-rows';

/**
 * The QR code of a UPI intent as an inline `<svg>` (no script, no image request): error correction M, the
 * four-module quiet zone scanners expect. Hidden from assistive technology; its holder names it.
 */
export async function upiQrSvg(intent: string): Promise<string> {
  // Loaded with the first QR code: the library is not needed to start the API.
  const loaded = (await import('qrcode')) as unknown as { default?: typeof QRCodeModule } & typeof QRCodeModule;
  const svg = await (loaded.default ?? loaded).toString(intent, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ').trim();
}

/**
 * Paying a link with the phone's own UPI app, where its gateway offers it: the deep link, its QR code, the
 * amount and payee. Null when the gateway offers none, refuses or is slow: the gateway's page is still there.
 */
export async function upiOffer(deps: AppDeps, link: PaymentLinkRow, payeeName: string): Promise<TCustomerPageUpi | null> {
  const offered = await deps.gateways.upiIntent(link, payeeName);
  if (!offered) return null;
  const amount = paiseToRupees(offered.amountPaise);
  return {
    url: offered.intent,
    qrSvg: await upiQrSvg(offered.intent),
    amount,
    amountText: formatINR(amount),
    payee: offered.payee,
    sandbox: offered.sandbox,
  };
}
