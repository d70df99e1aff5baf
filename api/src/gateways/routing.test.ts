import { planRoute, type RoutableGateway, type RoutingRule } from './routing';

const gateway = (id: string, priority: number, maxRupees: number, extra: Partial<RoutableGateway> = {}): RoutableGateway => ({
  id,
  name: id,
  priority,
  isActive: true,
  maintenance: false,
  status: 'healthy',
  minAmountPaise: 100,
  maxAmountPaise: maxRupees * 100,
  supportedCurrencies: ['INR'],
  failureRate: null,
  avgResponseMs: null,
  ...extra,
});

const seeded = () => [gateway('Razorpay', 1, 200_000, { supportedCurrencies: ['INR', 'USD'] }), gateway('Cashfree', 2, 100_000), gateway('PayU', 3, 50_000)];
const sampleRules = (active = true): RoutingRule[] => [
  { id: 'r1', name: 'High Amount Routing', condition: 'amount_threshold', value: 50_000, primaryGatewayId: 'Razorpay', fallbackGatewayId: 'Cashfree', isActive: active },
  { id: 'r2', name: 'Failure Rate Failover', condition: 'failure_rate', value: 5, primaryGatewayId: 'Cashfree', fallbackGatewayId: 'PayU', isActive: active },
];
const chosen = (plan: ReturnType<typeof planRoute>) => (plan.ok ? plan.steps[0]!.gateway.id : null);
const order = (plan: ReturnType<typeof planRoute>) => (plan.ok ? plan.steps.map((step) => step.gateway.id) : []);

describe('routing a payment link', () => {
  it('takes the first gateway by priority, the others after it for API failures', () => {
    const plan = planRoute(seeded(), sampleRules(), { amountPaise: 1_000_00 });
    expect(order(plan)).toEqual(['Razorpay', 'Cashfree', 'PayU']);
    expect(plan.ok && plan.steps[0]!.reason).toBe('Razorpay first by priority (1)');
  });

  it('amount_threshold: ₹60,000 with the sample rules goes to the second gateway, saying why', () => {
    const plan = planRoute(seeded(), sampleRules(), { amountPaise: 60_000_00 });
    expect(chosen(plan)).toBe('Cashfree');
    expect(plan.ok && plan.steps[0]!.reason).toContain('High Amount Routing: ₹60,000.00 is above ₹50,000.00, so Cashfree');
    // PayU's maximum is ₹50,000: it is no fallback for this link.
    expect(order(plan)).toEqual(['Cashfree', 'Razorpay']);
  });

  it('amount_threshold: exactly the threshold stays on the primary; a rule switched off changes nothing', () => {
    expect(chosen(planRoute(seeded(), sampleRules(), { amountPaise: 50_000_00 }))).toBe('Razorpay');
    expect(chosen(planRoute(seeded(), sampleRules(false), { amountPaise: 60_000_00 }))).toBe('Razorpay');
  });

  it('failure_rate: the primary failing more than the value moves the link to the fallback; no evidence never does', () => {
    const gateways = seeded();
    gateways[0]!.isActive = false;
    expect(chosen(planRoute(gateways, sampleRules(), { amountPaise: 1_000_00 }))).toBe('Cashfree');
    gateways[1]!.failureRate = 5;
    expect(chosen(planRoute(gateways, sampleRules(), { amountPaise: 1_000_00 }))).toBe('Cashfree');
    gateways[1]!.failureRate = 12.5;
    const plan = planRoute(gateways, sampleRules(), { amountPaise: 1_000_00 });
    expect(chosen(plan)).toBe('PayU');
    expect(plan.ok && plan.steps[0]!.reason).toContain("Failure Rate Failover: Cashfree's failure rate 12.5 % is above 5 %, so PayU");
  });

  it('response_time: a slow primary moves the link', () => {
    const gateways = seeded();
    const rule: RoutingRule = { id: 'r3', name: 'Slow', condition: 'response_time', value: 800, primaryGatewayId: 'Razorpay', fallbackGatewayId: 'PayU', isActive: true };
    gateways[0]!.avgResponseMs = 800;
    expect(chosen(planRoute(gateways, [rule], { amountPaise: 1_000_00 }))).toBe('Razorpay');
    gateways[0]!.avgResponseMs = 1_250;
    const plan = planRoute(gateways, [rule], { amountPaise: 1_000_00 });
    expect(chosen(plan)).toBe('PayU');
    expect(plan.ok && plan.steps[0]!.reason).toContain("Razorpay's response time 1250 ms is above 800 ms");
  });

  it('rules chain: above ₹50,000 to the second, whose failure rate sends it on to the third when that can take it', () => {
    const gateways = seeded();
    gateways[1]!.failureRate = 50;
    gateways[2]!.maxAmountPaise = 100_000_00;
    expect(chosen(planRoute(gateways, sampleRules(), { amountPaise: 60_000_00 }))).toBe('PayU');
  });

  it('skips gateways switched off, in maintenance, down, or whose limits or currency do not fit', () => {
    const gateways = seeded();
    gateways[0]!.status = 'down';
    const plan = planRoute(gateways, [], { amountPaise: 1_000_00 });
    expect(order(plan)).toEqual(['Cashfree', 'PayU']);
    expect(plan.ok && plan.steps[0]!.reason).toBe('Razorpay down (its last probe failed); Cashfree first by priority (2)');
    gateways[1]!.maintenance = true;
    expect(chosen(planRoute(gateways, [], { amountPaise: 1_000_00 }))).toBe('PayU');
    expect(order(planRoute(seeded(), [], { amountPaise: 150_000_00 }))).toEqual(['Razorpay']);
    expect(order(planRoute(seeded(), [], { amountPaise: 50, currency: 'INR' }))).toEqual([]);
    expect(order(planRoute(seeded(), [], { amountPaise: 1_000_00, currency: 'USD' }))).toEqual(['Razorpay']);
  });

  it("a fallback that cannot take the link leaves it on the primary, noting why", () => {
    const gateways = seeded();
    gateways[1]!.isActive = false;
    const plan = planRoute(gateways, sampleRules(), { amountPaise: 60_000_00 });
    expect(chosen(plan)).toBe('Razorpay');
    expect(plan.ok && plan.steps[0]!.reason).toContain('but its fallback Cashfree cannot take the link');
  });

  it('no gateway fits: refused with every reason', () => {
    const plan = planRoute(seeded(), [], { amountPaise: 300_000_00 });
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.reason).toBe(
      'No gateway can take a link for ₹3,00,000.00: Razorpay above its maximum of ₹2,00,000.00; Cashfree above its maximum of ₹1,00,000.00; PayU above its maximum of ₹50,000.00',
    );
  });
});
