import { sql } from 'drizzle-orm';
import {
  GATEWAY_DEGRADED_RESPONSE_MS,
  GATEWAY_DEGRADED_SUCCESS_RATE,
  GATEWAY_HEALTH_WINDOW_HOURS,
  type TGatewayStatus,
} from '@duesflow/shared-contracts/gateways';
import { rowsOf, type Queryable } from '../../../core/db/database';

/*
 * Health figures of each gateway, drawn from gateway_checks (probes and link creations) over the last
 * GATEWAY_HEALTH_WINDOW_HOURS, and its all-time metrics (docs/payments.md § Health):
 * - uptime        = probes that succeeded ÷ probes × 100 (100 with no probe in the window)
 * - successRate   = checks that succeeded ÷ checks × 100, probes and link creations together (100 with none)
 * - failureRate   = 100 − successRate (null with no check: a rule on it never fires on no evidence)
 * - avgResponseMs = mean response time of every check in the window (null with none)
 */

export interface GatewayHealth {
  uptime: number;
  successRate: number;
  failureRate: number | null;
  avgResponseMs: number | null;
  checks: number;
}

export interface GatewayMetricsRow {
  /** Payments recorded through the gateway's links (a part payment counts as one). */
  payments: number;
  /** Paise those payments brought in. */
  paidPaise: number;
  /** Its links paid in full. */
  paidLinks: number;
  /** Its links that expired before they were paid in full. */
  expiredLinks: number;
  /** Link creations its API refused or failed. */
  failedCreations: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const HEALTH_WINDOW_MS = GATEWAY_HEALTH_WINDOW_HOURS * 60 * 60 * 1000;

export async function readGatewayHealth(db: Queryable, now: Date): Promise<Map<string, GatewayHealth>> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const rows = rowsOf<{ gateway_id: string; probes: number; probes_ok: number; checks: number; checks_ok: number; avg_ms: number | null }>(
    await db.execute(sql`
      select gateway_id,
        count(*) filter (where kind = 'probe')::int as probes,
        count(*) filter (where kind = 'probe' and ok)::int as probes_ok,
        count(*)::int as checks,
        count(*) filter (where ok)::int as checks_ok,
        avg(response_ms)::float8 as avg_ms
      from gateway_checks
      where checked_at > ${since.toISOString()}::timestamptz and checked_at <= ${now.toISOString()}::timestamptz
      group by gateway_id
    `),
  );
  const health = new Map<string, GatewayHealth>();
  for (const row of rows) {
    const probes = Number(row.probes);
    const checks = Number(row.checks);
    const successRate = checks > 0 ? (Number(row.checks_ok) / checks) * 100 : 100;
    health.set(String(row.gateway_id), {
      uptime: probes > 0 ? round1((Number(row.probes_ok) / probes) * 100) : 100,
      successRate: round1(successRate),
      failureRate: checks > 0 ? round1(100 - successRate) : null,
      avgResponseMs: row.avg_ms === null ? null : Math.round(Number(row.avg_ms)),
      checks,
    });
  }
  return health;
}

export const NO_HEALTH: GatewayHealth = { uptime: 100, successRate: 100, failureRate: null, avgResponseMs: null, checks: 0 };

/**
 * All-time metrics of each gateway (docs/payments.md § Metrics): the payments recorded through its links
 * (count and paise; what the gateway reported, part payments included), its links decided (paid in full, or
 * expired first) and the link creations its API failed.
 */
export async function readGatewayMetrics(db: Queryable): Promise<Map<string, GatewayMetricsRow>> {
  const [paid, links, failed] = await Promise.all([
    db.execute(sql`
      select l.gateway_id, count(*)::int as payments, coalesce(sum(p.amount_paise), 0)::float8 as paid_paise
      from payments p join payment_links l on l.id = p.payment_link_id
      where l.gateway_id is not null group by l.gateway_id
    `),
    db.execute(sql`
      select gateway_id,
        count(*) filter (where status = 'paid')::int as paid_links,
        -- An active link past its expiry is expired, whether or not the sweep has stored it yet.
        count(*) filter (where status = 'expired' or (status = 'active' and expires_at <= now()))::int as expired_links
      from payment_links where gateway_id is not null group by gateway_id
    `),
    db.execute(sql`select gateway_id, count(*)::int as failed from gateway_checks where kind = 'link' and not ok group by gateway_id`),
  ]);
  const metrics = new Map<string, GatewayMetricsRow>();
  const entry = (id: unknown) => {
    const key = String(id);
    let row = metrics.get(key);
    if (!row) {
      row = { payments: 0, paidPaise: 0, paidLinks: 0, expiredLinks: 0, failedCreations: 0 };
      metrics.set(key, row);
    }
    return row;
  };
  for (const row of rowsOf<{ gateway_id: string; payments: number; paid_paise: number }>(paid)) {
    Object.assign(entry(row.gateway_id), { payments: Number(row.payments), paidPaise: Number(row.paid_paise) });
  }
  for (const row of rowsOf<{ gateway_id: string; paid_links: number; expired_links: number }>(links)) {
    Object.assign(entry(row.gateway_id), { paidLinks: Number(row.paid_links), expiredLinks: Number(row.expired_links) });
  }
  for (const row of rowsOf<{ gateway_id: string; failed: number }>(failed)) entry(row.gateway_id).failedCreations = Number(row.failed);
  return metrics;
}

/** Paid ÷ decided × 100 (a link is decided once paid in full or expired), 1 decimal; null before any was decided. */
export function paidRate(paidLinks: number, expiredLinks: number): number | null {
  const decided = paidLinks + expiredLinks;
  return decided > 0 ? Math.round((paidLinks / decided) * 1000) / 10 : null;
}

/**
 * The status a probe leaves: `down` when it failed; `degraded` when it answered but the window's mean
 * response time is above GATEWAY_DEGRADED_RESPONSE_MS or its success rate below GATEWAY_DEGRADED_SUCCESS_RATE;
 * otherwise `healthy`.
 */
export function statusAfterProbe(probeOk: boolean, health: GatewayHealth): TGatewayStatus {
  if (!probeOk) return 'down';
  if ((health.avgResponseMs ?? 0) > GATEWAY_DEGRADED_RESPONSE_MS || health.successRate < GATEWAY_DEGRADED_SUCCESS_RATE) return 'degraded';
  return 'healthy';
}
