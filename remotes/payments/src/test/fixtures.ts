import { customerFixture } from '@duesflow/shared-contracts/testing/customer';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TGatewayAnalytics, TGatewayList, TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import type { TPaymentLink, TPaymentLinkPage } from '@duesflow/shared-contracts/payment-links';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';

export const GATEWAY_IDS = {
  razorpay: '11111111-1111-4111-8111-111111111111',
  cashfree: '22222222-2222-4222-8222-222222222222',
  payu: '33333333-3333-4333-8333-333333333333',
};

export function paymentLink(overrides: Partial<TPaymentLink> = {}): TPaymentLink {
  return {
    id: 'l1',
    customerId: 'c1',
    customerName: 'Asha Traders',
    amount: 25000.5,
    description: 'Invoice INV-1001',
    status: 'active',
    url: 'http://localhost/api/pay/abcdefghijklmnop',
    gateway: 'Razorpay',
    gatewayId: GATEWAY_IDS.razorpay,
    routingReason: 'First active gateway by priority',
    expiresAt: '2026-11-30T10:00:00.000Z',
    createdAt: '2026-11-23T10:00:00.000Z',
    paidAt: null,
    amountPaid: 0,
    review: null,
    plan: null,
    ...overrides,
  };
}

export function linkPage(items: TPaymentLink[] = [paymentLink()], overrides: Partial<TPaymentLinkPage> = {}): TPaymentLinkPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    totals: { totalGenerated: 1234, successRate: 62.5, activeLinks: 17, paid: 250, expired: 150, paidAmount: 123456.5 },
    ...overrides,
  };
}

export const customer = customerFixture;

export function execution(overrides: Partial<TWorkflowExecution> = {}): TWorkflowExecution {
  return {
    id: 'e9',
    workflowType: 'generate_payment_links',
    workflowName: 'Payment Link Generation',
    status: 'success',
    startTime: '2026-11-23T10:00:00.000Z',
    finishedAt: '2026-11-23T10:00:01.000Z',
    summary: 'Payment link for ₹25,000.50 created for Asha Traders',
    error: null,
    paymentLink: 'http://localhost/api/pay/newlinktoken12345',
    ...overrides,
  };
}

export const started = {
  success: true,
  executionId: 'e9',
  workflowName: 'Payment Link Generation',
  status: 'running',
  message: 'Started',
  replayed: false,
};

export function gateway(overrides: Partial<TPaymentGateway> = {}): TPaymentGateway {
  return {
    id: GATEWAY_IDS.razorpay,
    name: 'Razorpay',
    provider: 'razorpay',
    priority: 1,
    isActive: true,
    status: 'healthy',
    uptime: 99.5,
    avgResponseTime: 245,
    successRate: 98.46,
    lastChecked: '2026-11-23T10:00:00.000Z',
    lastError: null,
    maintenance: false,
    mode: 'sandbox',
    config: { maxAmount: 200000, minAmount: 1, supportedCurrencies: ['INR', 'USD'], feePercentage: 2, fixedFee: 0 },
    metrics: {
      totalTransactions: 1520,
      successfulTransactions: 1500,
      failedTransactions: 20,
      totalVolume: 4500000,
      avgTransactionAmount: 3000,
      paidLinks: 900,
      paidRate: 98.7,
    },
    credentials: { keyId: 'rzp_test_123', keySecret: '••••cdef', webhookSecret: '••••••••' },
    apiBaseUrl: '',
    healthCheckUrl: '',
    webhookPath: '/api/gateway-webhooks/razorpay',
    ...overrides,
  };
}

export function gatewayList(): TGatewayList {
  return {
    gateways: [
      gateway(),
      gateway({
        id: GATEWAY_IDS.cashfree,
        name: 'Cashfree',
        provider: 'cashfree',
        priority: 2,
        status: 'degraded',
        uptime: 97,
        avgResponseTime: 1800,
        successRate: 94,
        config: { maxAmount: 100000, minAmount: 1, supportedCurrencies: ['INR'], feePercentage: 2.3, fixedFee: 2 },
        metrics: {
          totalTransactions: 0,
          successfulTransactions: 0,
          failedTransactions: 0,
          totalVolume: 0,
          avgTransactionAmount: 0,
          paidLinks: 0,
          paidRate: null,
        },
        credentials: {},
        webhookPath: '/api/gateway-webhooks/cashfree',
      }),
      gateway({
        id: GATEWAY_IDS.payu,
        name: 'PayU',
        provider: 'payu',
        priority: 3,
        status: 'down',
        lastChecked: null,
        lastError: 'Timed out after 5000 ms',
        config: { maxAmount: 50000, minAmount: 1, supportedCurrencies: ['INR'], feePercentage: 1.8, fixedFee: 5 },
        credentials: {},
        webhookPath: '/api/gateway-webhooks/payu',
      }),
    ],
    summary: { online: 1, total: 3, avgSuccessRate: 96.8, totalTransactions: 4321, totalVolume: 12345678 },
    lastUpdated: '2026-11-23T10:00:00.000Z',
  };
}

export const failoverRules: TFailoverRule[] = [
  {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    name: 'High amount failover',
    condition: 'amount_threshold',
    value: 50000,
    primaryGateway: GATEWAY_IDS.razorpay,
    fallbackGateway: GATEWAY_IDS.cashfree,
    isActive: true,
  },
  {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    name: 'Failure rate failover',
    condition: 'failure_rate',
    value: 5,
    primaryGateway: GATEWAY_IDS.cashfree,
    fallbackGateway: GATEWAY_IDS.payu,
    isActive: false,
  },
];

export const gatewayAnalytics: TGatewayAnalytics = [
  {
    gatewayId: GATEWAY_IDS.razorpay,
    name: 'Razorpay',
    successRate: 98.7,
    volume: 4500000,
    successful: 1500,
    failed: 20,
    avgAmount: 3000,
    paidLinks: 900,
    payments: 1520,
    failedCreations: 3,
  },
  {
    gatewayId: GATEWAY_IDS.cashfree,
    name: 'Cashfree',
    successRate: null,
    volume: 0,
    successful: 0,
    failed: 0,
    avgAmount: 0,
    paidLinks: 0,
    payments: 0,
    failedCreations: 0,
  },
];
