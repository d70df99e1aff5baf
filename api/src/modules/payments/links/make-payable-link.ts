import type { Database } from '../../../core/db/database';
import { NoGatewayError, type PaymentGateways } from '../gateways/payment-gateways';
import { createLinkRows, NoGatewayForAmount, planLinkAmounts } from './link-plan';
import type { NewPaymentLink, PaymentLinkRow } from './payment-link-rows';
import { registerLink } from './register-link';

export type MadeLink = { ok: true; parts: PaymentLinkRow[]; url: string } | { ok: false; reason: string };

/**
 * The one way a run makes a link to send or show (the dashboard's Generate Payment Links, the form by
 * name, and reminder sequences when they put a link into a message): planned onto the gateways first (an
 * instalment plan above every gateway's maximum), written in one transaction, then every part placed on
 * its gateway. `ok` only when every part can be paid, so nothing unpayable is announced or sent; `url` is
 * the one to share (the plan's page when split).
 */
export async function makePayableLink(deps: { db: Database; gateways: PaymentGateways }, link: NewPaymentLink): Promise<MadeLink> {
  try {
    const partsPaise = await planLinkAmounts(deps.gateways, link.amountPaise);
    const rows = await deps.db.transaction((tx) => createLinkRows(tx, link, partsPaise));
    const parts = await registerLink(deps.gateways, deps.db, rows[0]!);
    return { ok: true, parts, url: rows[0]!.url };
  } catch (error) {
    if (error instanceof NoGatewayForAmount || error instanceof NoGatewayError) return { ok: false, reason: error.message };
    throw error;
  }
}
