import type { TCustomer } from '@duesflow/shared-contracts/customers';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';

export const metrics: TDashboardMetrics = {
  totalCollections: 1234567,
  activeWorkflows: 3,
  successRate: 8750,
  pendingActions: 42,
};

export function execution(overrides: Partial<TWorkflowExecution> = {}): TWorkflowExecution {
  return {
    id: 'e1',
    workflowType: 'payment_follow_up',
    workflowName: 'Payment Follow-up Calls',
    status: 'success',
    startTime: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    finishedAt: null,
    summary: null,
    error: null,
    ...overrides,
  };
}

export function customer(overrides: Partial<TCustomer> = {}): TCustomer {
  return {
    id: 'rec1',
    name: 'Asha Traders',
    email: 'accounts@asha.in',
    phone: '+91 98765 43210',
    address: 'MG Road, Pune',
    status: 'overdue',
    source: 'manual',
    lastContact: '2026-11-01T10:00:00.000Z',
    amountDue: 25000.5,
    ...overrides,
  };
}

export const workflowStarted = {
  success: true,
  executionId: 'e9',
  workflowName: 'Payment Follow-up Calls',
  status: 'running',
  message: 'Started',
  replayed: false,
};
