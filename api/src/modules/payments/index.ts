// The payments core (docs/payments.md): payment links and their plans, routing onto gateways, the gateways'
// adapters and webhooks, payments as the gateway reports them, and the customer's pay page.
export { PAY_PAGE_SCRIPT } from './pay/pay-page';
export { CUSTOMER_PAGE_SCRIPT } from './customer-page/page';
export { createPageLinks, pageLinkPrefix, reminderLinkBase } from './customer-page/page-links';
export { pageConfirmation } from './customer-page/confirmation-run';
export { createPaymentGateways, type PaymentGateways } from './gateways/payment-gateways';
export { DEFAULT_GATEWAYS, resetGateways, seedGatewaysIfEmpty } from './gateways/seed-gateways';
export { FieldError } from '../../core/lib/field-error';
export { describeRefusal } from './adapters/http';
export { createLinkRows, planLinkAmounts } from './links/link-plan';
export { refuseLinkAboveDue, refuseNamedLinkAboveDue } from './links/amount-due';
export { runGeneratePaymentLinks } from './jobs/generate-payment-links';
export { runPaymentLink } from './jobs/payment-link';
export { setUpPaymentSchedules } from './jobs/payment-schedules';
