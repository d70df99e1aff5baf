import { ZPayConfirmResponse, ZPayToken } from './pay';

const link = {
  id: 'a1b2',
  customerId: null,
  customerName: 'Priya Nair',
  amount: 1250.5,
  description: null,
  status: 'paid',
  url: 'http://localhost:3000/api/pay/abcdefghijklmnopqrstuvwx',
  gateway: 'Razorpay',
  gatewayId: '0b6f1c2e-8d4a-4c1e-9a57-3f2d1e0c9b8a',
  routingReason: 'Priority 1',
  expiresAt: '2026-11-29T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: '2026-11-22T11:00:00.000Z',
};

describe('ZPayConfirmResponse', () => {
  it('accepts a paid link', () => {
    expect(ZPayConfirmResponse.parse({ success: true, message: 'Payment received', paymentLink: link }).paymentLink.amount).toBe(1250.5);
  });

  it('rejects an amount with more than two decimals', () => {
    const result = ZPayConfirmResponse.safeParse({ success: true, message: 'x', paymentLink: { ...link, amount: 1.234 } });
    expect(result.success).toBe(false);
  });
});

describe('ZPayToken', () => {
  it('accepts URL-safe base64 tokens', () => {
    expect(ZPayToken.safeParse('Xk3_-9aBcDeFgHiJkLmNoPqR').success).toBe(true);
  });

  it('rejects path tricks and short strings', () => {
    expect(ZPayToken.safeParse('../etc/passwd').success).toBe(false);
    expect(ZPayToken.safeParse('abc').success).toBe(false);
  });
});
