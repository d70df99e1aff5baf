import type { TRemoteRoutes } from '@duesflow/shared-contracts/registry';

/** The screens this remote publishes (routes.json, written by the build beside mf-manifest.json). */
export const routes: TRemoteRoutes = [
  { path: '/payments', label: 'Payments', title: 'Payment Tracking', order: 70, icon: 'CreditCardOutlined', module: './Payments' },
  { path: '/payment-gateways', label: 'Payment Gateways', order: 80, icon: 'BankOutlined', module: './PaymentGateways' },
];
