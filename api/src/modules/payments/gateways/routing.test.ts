import { planParts, planRoute as planRouteWith, type RoutableGateway, type RoutingRule } from './routing';

const planRoute = (...args: [RoutableGateway[], RoutingRule[], { amountPaise: number; currency?: string }]) =>
  planRouteWith(...args, { sandboxPayments: true });

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
  live: false,
  failureRate: null,
  avgResponseMs: null,
  ...extra,
});

const seeded = () => [
  gateway('Razorpay', 1, 200_000, { supportedCurrencies: ['INR', 'USD'] }),
  gateway('Cashfree', 2, 100_000),
  gateway('PayU', 3, 50_000),
];
const sampleRules = (active = true): RoutingRule[] => [
  {
    id: 'r1',
    name: 'High Amount Routing',
    condition: 'amount_threshold',
    value: 50_000,
    primaryGatewayId: 'Razorpay',
    fallbackGatewayId: 'Cashfree',
    isActive: active,
  },
  {
    id: 'r2',
    name: 'Failure Rate Failover',
    condition: 'failure_rate',
    value: 5,
    primaryGatewayId: 'Cashfree',
    fallbackGatewayId: 'PayU',
    isActive: active,
  },
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
    const rule: RoutingRule = {
      id: 'r3',
      name: 'Slow',
      condition: 'response_time',
      value: 800,
      primaryGatewayId: 'Razorpay',
      fallbackGatewayId: 'PayU',
      isActive: true,
    };
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

  it('a fallback that cannot take the link leaves it on the primary, noting why', () => {
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

describe("an amount above every gateway's maximum", () => {
  const options = { sandboxPayments: true, maxParts: 10 };

  it('is one link when some open gateway takes it whole', () => {
    expect(planParts(seeded(), 2_00_000_00, options)).toEqual({ ok: true, partsPaise: [2_00_000_00] });
  });

  it("₹6,89,563.72 becomes four equal parts under Razorpay's ₹2,00,000 that add up to the paisa", () => {
    const plan = planParts(seeded(), 6_89_563_72, options);
    expect(plan).toEqual({ ok: true, partsPaise: [1_72_390_93, 1_72_390_93, 1_72_390_93, 1_72_390_93] });
    const odd = planParts(seeded(), 6_89_563_73, options);
    expect(odd.ok && odd.partsPaise).toEqual([1_72_390_94, 1_72_390_93, 1_72_390_93, 1_72_390_93]);
    expect(odd.ok && odd.partsPaise.reduce((sum, part) => sum + part, 0)).toBe(6_89_563_73);
  });

  it('each part is routable: the plan fits the largest open gateway, not a closed one', () => {
    const gateways = [gateway('Razorpay', 1, 200_000, { isActive: false }), gateway('Cashfree', 2, 100_000), gateway('PayU', 3, 50_000)];
    const plan = planParts(gateways, 3_00_000_00, options);
    expect(plan).toEqual({ ok: true, partsPaise: [1_00_000_00, 1_00_000_00, 1_00_000_00] });
    for (const part of plan.ok ? plan.partsPaise : []) expect(planRoute(gateways, [], { amountPaise: part }).ok).toBe(true);
  });

  it("is refused, naming each gateway's limit, when more than the most parts would be needed", () => {
    const plan = planParts(seeded(), 30_00_000_00, options);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.reason).toBe(
      'No gateway can take a link for ₹30,00,000.00, even in 10 instalments: Razorpay takes ₹1.00 to ₹2,00,000.00; Cashfree takes ₹1.00 to ₹1,00,000.00; PayU takes ₹1.00 to ₹50,000.00',
    );
  });

  it('without sandbox payments a gateway without credentials takes nothing, and says so', () => {
    const off = { sandboxPayments: false, maxParts: 10 };
    const plan = planParts(seeded(), 1_000_00, off);
    expect(!plan.ok && plan.reason).toContain('Razorpay has no live credentials (sandbox payments are off)');
    expect(planRouteWith(seeded(), [], { amountPaise: 1_000_00 }, { sandboxPayments: false }).ok).toBe(false);
    const live = [gateway('Razorpay', 1, 200_000, { live: true }), gateway('Cashfree', 2, 100_000)];
    expect(planParts(live, 1_000_00, off)).toEqual({ ok: true, partsPaise: [1_000_00] });
    expect(chosen(planRouteWith(live, [], { amountPaise: 1_000_00 }, { sandboxPayments: false }))).toBe('Razorpay');
  });
});
