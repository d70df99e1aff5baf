import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';

/** A rule names gateways by id; staff read their names ('Unknown gateway' for one since removed). */
export function gatewayName(gateways: Pick<TPaymentGateway, 'id' | 'name'>[], id: string): string {
  return gateways.find((gateway) => gateway.id === id)?.name ?? 'Unknown gateway';
}
