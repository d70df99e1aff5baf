import { formatINR } from '@duesflow/shared-contracts/format';
import type { TFailoverCondition } from '@duesflow/shared-contracts/failover-rules';
import type { TGatewayStatus } from '@duesflow/shared-contracts/gateways';

/*
 * Which gateway a payment link goes to (docs/payments.md § Routing). Pure: the caller reads the gateways,
 * their measured health and the rules, and tries the planned order on the gateways' APIs.
 */

export interface RoutableGateway {
  id: string;
  name: string;
  priority: number;
  isActive: boolean;
  maintenance: boolean;
  status: TGatewayStatus;
  minAmountPaise: number;
  maxAmountPaise: number;
  supportedCurrencies: readonly string[];
  /** Its vendor's credentials are stored: links on it are paid on the vendor's page. Otherwise a sandbox gateway. */
  live: boolean;
  /** Over the health window; null when nothing was observed in it. */
  failureRate: number | null;
  avgResponseMs: number | null;
}

export interface RoutingRule {
  id: string;
  name: string;
  condition: TFailoverCondition;
  value: number;
  primaryGatewayId: string;
  fallbackGatewayId: string;
  isActive: boolean;
}

export interface RouteStep {
  gateway: RoutableGateway;
  /** Why this gateway is tried at this place (stored with the link when it is the one that took it). */
  reason: string;
}

export type RoutePlan = { ok: true; steps: RouteStep[] } | { ok: false; reason: string };

/** SANDBOX_PAYMENTS: whether a gateway without credentials may take links (paid on the portal's sandbox page). */
export interface RoutingOptions {
  sandboxPayments: boolean;
}

/** Why a gateway cannot take any link, whatever its amount, or null when it can take some. */
export function closedBecause(gateway: RoutableGateway, currency: string, options: RoutingOptions): string | null {
  if (!gateway.isActive) return 'switched off';
  if (gateway.maintenance) return 'in maintenance';
  if (gateway.status === 'down') return 'down (its last probe failed)';
  if (!gateway.live && !options.sandboxPayments) return 'has no live credentials (sandbox payments are off)';
  if (!gateway.supportedCurrencies.includes(currency)) return `does not take ${currency}`;
  return null;
}

/** Why a gateway cannot take this link, or null when it can. */
export function unavailableBecause(
  gateway: RoutableGateway,
  amountPaise: number,
  currency: string,
  options: RoutingOptions,
): string | null {
  if (!gateway.live && !options.sandboxPayments) return 'has no live credentials (sandbox payments are off)';
  if (!gateway.isActive) return 'switched off';
  if (gateway.maintenance) return 'in maintenance';
  if (gateway.status === 'down') return 'down (its last probe failed)';
  if (amountPaise < gateway.minAmountPaise) return `below its minimum of ${formatINR(gateway.minAmountPaise / 100)}`;
  if (amountPaise > gateway.maxAmountPaise) return `above its maximum of ${formatINR(gateway.maxAmountPaise / 100)}`;
  if (!gateway.supportedCurrencies.includes(currency)) return `does not take ${currency}`;
  return null;
}

const percent = (value: number) => `${Number(value.toFixed(1))} %`;

/** Whether the rule's condition holds for this link on its primary, and how to say so. */
export function ruleApplies(rule: RoutingRule, primary: RoutableGateway, amountPaise: number): string | null {
  switch (rule.condition) {
    case 'amount_threshold':
      return amountPaise > Math.round(rule.value * 100) ? `${formatINR(amountPaise / 100)} is above ${formatINR(rule.value)}` : null;
    case 'failure_rate':
      return primary.failureRate !== null && primary.failureRate > rule.value
        ? `${primary.name}'s failure rate ${percent(primary.failureRate)} is above ${percent(rule.value)}`
        : null;
    case 'response_time':
      return primary.avgResponseMs !== null && primary.avgResponseMs > rule.value
        ? `${primary.name}'s response time ${Math.round(primary.avgResponseMs)} ms is above ${rule.value} ms`
        : null;
  }
}

/**
 * The order in which a link's gateways are tried:
 * 1. active gateways by priority, leaving out those switched off, in maintenance, down, or whose
 *    amount limits or currencies do not fit the link;
 * 2. the first of them, moved on by every active failover rule whose primary it is and whose
 *    condition holds (to the rule's fallback, when the fallback can take the link; rules chain);
 * 3. then the other available gateways by priority, for when the chosen one's API fails.
 */
export function planRoute(
  gateways: readonly RoutableGateway[],
  rules: readonly RoutingRule[],
  link: { amountPaise: number; currency?: string },
  options: RoutingOptions,
): RoutePlan {
  const currency = link.currency ?? 'INR';
  const byPriority = [...gateways].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  const skipped: string[] = [];
  const available: RoutableGateway[] = [];
  for (const gateway of byPriority) {
    const why = unavailableBecause(gateway, link.amountPaise, currency, options);
    if (why) skipped.push(`${gateway.name} ${why}`);
    else available.push(gateway);
  }
  if (available.length === 0) {
    return {
      ok: false,
      reason: `No gateway can take a link for ${formatINR(link.amountPaise / 100)}${skipped.length ? `: ${skipped.join('; ')}` : ': none is set up'}`,
    };
  }

  let chosen = available[0]!;
  const notes = [...skipped, `${chosen.name} first by priority (${chosen.priority})`];
  const visited = new Set([chosen.id]);
  for (let moves = 0; moves < rules.length; moves += 1) {
    let moved = false;
    for (const rule of rules) {
      if (!rule.isActive || rule.primaryGatewayId !== chosen.id) continue;
      const holds = ruleApplies(rule, chosen, link.amountPaise);
      if (!holds) continue;
      const fallback = available.find((gateway) => gateway.id === rule.fallbackGatewayId);
      if (!fallback) {
        const named = gateways.find((gateway) => gateway.id === rule.fallbackGatewayId);
        notes.push(`${rule.name}: ${holds}, but its fallback ${named?.name ?? '(deleted)'} cannot take the link`);
        continue;
      }
      if (visited.has(fallback.id)) continue;
      notes.push(`${rule.name}: ${holds}, so ${fallback.name}`);
      chosen = fallback;
      visited.add(fallback.id);
      moved = true;
      break;
    }
    if (!moved) break;
  }

  const steps: RouteStep[] = [{ gateway: chosen, reason: notes.join('; ') }];
  for (const gateway of available) {
    if (gateway.id !== chosen.id) steps.push({ gateway, reason: `next available by priority (${gateway.priority})` });
  }
  return { ok: true, steps };
}

export type PartsPlan = { ok: true; partsPaise: number[] } | { ok: false; reason: string };

/**
 * The amounts of the links one request for `amountPaise` becomes (docs/payments.md § Instalment plans):
 * one link when a gateway that is open for links can take the whole amount; otherwise as few equal parts
 * as fit under the largest maximum among the open gateways (the first parts take the odd paise), each at
 * least that gateway's minimum; refused, naming every gateway's limit or state, when no gateway is open or
 * more than `maxParts` parts would be needed.
 */
export function planParts(
  gateways: readonly RoutableGateway[],
  amountPaise: number,
  options: RoutingOptions & { maxParts: number; currency?: string },
): PartsPlan {
  const currency = options.currency ?? 'INR';
  const limits = gateways.map(
    (gateway) =>
      `${gateway.name} ${closedBecause(gateway, currency, options) ?? `takes ${formatINR(gateway.minAmountPaise / 100)} to ${formatINR(gateway.maxAmountPaise / 100)}`}`,
  );
  const open = gateways.filter((gateway) => closedBecause(gateway, currency, options) === null);
  const refuse = (why: string): PartsPlan => ({
    ok: false,
    reason: `No gateway can take a link for ${formatINR(amountPaise / 100)}${why}: ${limits.join('; ') || 'none is set up'}`,
  });
  if (open.some((gateway) => amountPaise >= gateway.minAmountPaise && amountPaise <= gateway.maxAmountPaise))
    return { ok: true, partsPaise: [amountPaise] };
  const largest = open.reduce<RoutableGateway | undefined>(
    (best, gateway) => (!best || gateway.maxAmountPaise > best.maxAmountPaise ? gateway : best),
    undefined,
  );
  if (!largest || amountPaise < largest.minAmountPaise) return refuse('');
  const count = Math.ceil(amountPaise / largest.maxAmountPaise);
  if (count > options.maxParts) return refuse(`, even in ${options.maxParts} instalments`);
  const base = Math.floor(amountPaise / count);
  const odd = amountPaise - base * count;
  const partsPaise = Array.from({ length: count }, (_, index) => base + (index < odd ? 1 : 0));
  if (partsPaise.some((part) => part < largest.minAmountPaise)) return refuse('');
  return { ok: true, partsPaise };
}
