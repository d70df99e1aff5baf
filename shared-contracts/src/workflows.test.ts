import {
  ZBulkSmsRequest,
  ZCustomerCallRequest,
  ZPaymentLinkRequest,
  ZWhatsappRequest,
  ZWorkflowType,
  WORKFLOW_NAMES,
  ZListExecutionsQuery,
  ZWorkflowExecutionPage,
} from './workflows';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('payment link request', () => {
  it('accepts the Customers row payload', () => {
    const parsed = ZPaymentLinkRequest.parse({
      amount: 15499.5,
      airtableRecordId: 'c-1',
      customerId: 'c-1',
      description: 'Payment for Asha Iyer',
    });
    expect(parsed.amount).toBe(15499.5);
  });

  it.each([
    [{ amount: 'abc', customerId: 'c-1' }],
    [{ amount: -5, customerId: 'c-1' }],
    [{ amount: 0, customerId: 'c-1' }],
    [{ amount: 10.001, customerId: 'c-1' }],
    [{ customerId: 'c-1' }],
  ])('names amount when it is wrong: %j', (body) => {
    expect(issuePaths(ZPaymentLinkRequest.safeParse(body))).toContain('amount');
  });

  it('rejects unknown fields instead of ignoring them', () => {
    expect(ZPaymentLinkRequest.safeParse({ amount: 10, customerId: 'c', extra: 1 }).success).toBe(false);
  });
});

describe('follow-up and WhatsApp requests', () => {
  it('requires a phone number that looks like one', () => {
    expect(ZCustomerCallRequest.safeParse({ phoneNumber: '+91 98765 43210', customerId: 'c' }).success).toBe(true);
    expect(issuePaths(ZCustomerCallRequest.safeParse({ phoneNumber: 'call me', customerId: 'c' }))).toContain('phoneNumber');
    expect(issuePaths(ZCustomerCallRequest.safeParse({ phoneNumber: '+91 98765 43210' }))).toContain('customerId');
  });

  it('takes either a customer reminder or a bulk message', () => {
    expect(ZWhatsappRequest.safeParse({ phoneNumber: '+919876543210', template: 'payment_reminder', customerId: 'c' }).success).toBe(true);
    expect(ZWhatsappRequest.safeParse({ message: 'Hi', recipients: ['+919876543210'] }).success).toBe(true);
    expect(ZWhatsappRequest.safeParse({ phoneNumber: '+919876543210', template: 'other', customerId: 'c' }).success).toBe(false);
  });
});

describe('bulk SMS request', () => {
  it('caps the message at 160 characters and trims it', () => {
    expect(ZBulkSmsRequest.parse({ message: '  Pay now  ', recipients: ['+919876543210'] }).message).toBe('Pay now');
    expect(issuePaths(ZBulkSmsRequest.safeParse({ message: 'x'.repeat(161), recipients: ['+919876543210'] }))).toContain('message');
  });

  it('needs at least one recipient', () => {
    expect(issuePaths(ZBulkSmsRequest.safeParse({ message: 'Hi', recipients: [] }))).toContain('recipients');
  });
});

it('has a display name for every workflow type', () => {
  for (const type of ZWorkflowType.options) {
    expect(WORKFLOW_NAMES[type]).toEqual(expect.any(String));
  }
});

describe('bulk recipients', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, n) => `+91 9${String(n).padStart(9, '0')}`);

  it('takes up to 10,000 recipients in one request', () => {
    expect(ZBulkSmsRequest.safeParse({ message: 'Reminder', recipients: numbers(10_000) }).success).toBe(true);
    const over = ZBulkSmsRequest.safeParse({ message: 'Reminder', recipients: numbers(10_001) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({ path: ['recipients'], message: 'At most 10,000 recipients per request' });
  });
});

describe('listing executions', () => {
  it('is the plain list by default and a page when a page is asked for', () => {
    expect(ZListExecutionsQuery.parse({})).toEqual({ limit: 50 });
    expect(ZListExecutionsQuery.parse({ page: '2', pageSize: '20' })).toEqual({ limit: 50, page: 2, pageSize: 20 });
    expect(ZListExecutionsQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ZListExecutionsQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('pages carry items with their summary and what they contacted', () => {
    const page = ZWorkflowExecutionPage.parse({
      items: [
        {
          id: 'e1',
          workflowType: 'payment_calls',
          workflowName: 'Payment Follow-up Calls',
          status: 'success',
          startTime: '2024-04-01T10:00:00.000Z',
          finishedAt: '2024-04-01T10:00:02.000Z',
          summary: 'Nobody was called: all 3 overdue customers with a phone were contacted in the last 24 hours',
          error: null,
          contacted: 0,
          progress: { sent: 0, failed: 0, total: 0 },
          paymentLink: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(page.items[0]?.contacted).toBe(0);
  });
});
