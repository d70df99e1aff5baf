/*
 * UPI deep links (NPCI's linking specification): `upi://pay?pa=<payee VPA>&pn=<payee name>&am=<rupees>&tr=<reference>
 * &cu=INR`, which any UPI app opens, from a tap on a phone or a scan of its QR code.
 */

/** What a UPI app will show for an intent: whom it pays and how much (null when the intent leaves it open). */
export interface ReadUpiIntent {
  payeeVpa: string;
  payeeName: string | null;
  amountPaise: number | null;
}

/** The most of a gateway's intent kept (Razorpay's carry invoice and GST details; a QR code holds about 2,900 characters). */
export const UPI_INTENT_MAX_LENGTH = 2000;

/** A `upi://pay` intent with a payee, read; null for anything else (another scheme, no `pa`, too long). */
export function readUpiIntent(intent: unknown): ReadUpiIntent | null {
  if (typeof intent !== 'string' || intent.length > UPI_INTENT_MAX_LENGTH || !/^upi:\/\/pay\?/i.test(intent)) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(intent.slice(intent.indexOf('?') + 1));
  } catch {
    return null;
  }
  const payeeVpa = params.get('pa') ?? '';
  if (!/^[\w.-]+@[\w.-]+$/.test(payeeVpa)) return null;
  const amount = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(params.get('am') ?? '');
  return {
    payeeVpa,
    payeeName: params.get('pn') || null,
    amountPaise: amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')) : null,
  };
}

/** Paise as UPI's `am`: rupees with two decimals ("1234.50"). */
export const upiAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A `upi://pay` intent from its parameters, each percent-encoded (UPI apps read `%20`, not `+`). */
export function buildUpiIntent(params: { pa: string; pn: string; am: string; tr: string; tn?: string }): string {
  const parts: [string, string][] = [
    ['pa', params.pa],
    ['pn', params.pn],
    ['am', params.am],
    ['tr', params.tr],
    ...(params.tn ? ([['tn', params.tn]] as [string, string][]) : []),
    ['cu', 'INR'],
  ];
  return `upi://pay?${parts.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
