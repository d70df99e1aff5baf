import type { TUpdateProvider } from '@duesflow/shared-contracts/providers';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { notFound } from '../../../core/lib/api-error';
import { isUuid } from '../../../core/lib/uuid';
import { listChannelSettings, setChannelEnabled } from '../channel-settings';
import { readFailoverConfig, writeFailoverConfig } from '../failover-settings';
import { costComparison, providerDashboard, providerPerformance, usageSince } from '../provider-figures';
import { toProvider } from '../provider-rows';
import { createProvider, deleteProvider, listProviderRows, updateProvider } from '../provider-store';
import type * as routes from './providers.routes';

const USAGE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const dashboard: AppRouteHandler<typeof routes.dashboard> = async (c) => {
  const { db, clock } = c.var.deps;
  const usage = await usageSince(db, new Date(clock.now().getTime() - USAGE_WINDOW_MS));
  return c.json(providerDashboard(await listProviderRows(db), usage), 200);
};

export const getChannels: AppRouteHandler<typeof routes.getChannels> = async (c) => c.json(await listChannelSettings(c.var.deps.db), 200);

export const putChannel: AppRouteHandler<typeof routes.putChannel> = async (c) => {
  const { db, clock } = c.var.deps;
  const { channel } = c.req.valid('param');
  return c.json(await setChannelEnabled(db, channel, c.req.valid('json').enabled, clock.now()), 200);
};

export const comparison: AppRouteHandler<typeof routes.comparison> = async (c) =>
  c.json(costComparison(await listProviderRows(c.var.deps.db, c.req.valid('query'))), 200);

export const performance: AppRouteHandler<typeof routes.performance> = async (c) => c.json(await providerPerformance(c.var.deps.db), 200);

export const getFailover: AppRouteHandler<typeof routes.getFailover> = async (c) => c.json(await readFailoverConfig(c.var.deps.db), 200);

export const putFailover: AppRouteHandler<typeof routes.putFailover> = async (c) =>
  c.json(await writeFailoverConfig(c.var.deps.db, c.req.valid('json'), c.var.deps.clock.now()), 200);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db, secrets } = c.var.deps;
  const rows = await listProviderRows(db, c.req.valid('query'));
  return c.json(
    rows.map((row) => toProvider(row, secrets)),
    200,
  );
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { db, secrets, clock } = c.var.deps;
  const row = await createProvider(db, secrets, c.req.valid('json'), clock.now());
  return c.json(toProvider(row, secrets), 201);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { db, secrets, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  if (!isUuid(id)) throw notFound('Provider');
  // The contract fills defaults into absent fields; only the fields the client really sent change.
  const sent = (await c.req.json()) as Record<string, unknown>;
  const parsed = c.req.valid('json');
  const changes = Object.fromEntries(Object.entries(parsed).filter(([key]) => key in sent)) as TUpdateProvider;
  const row = await updateProvider(db, secrets, id, changes, clock.now());
  return c.json(toProvider(row, secrets), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  if (!isUuid(id)) throw notFound('Provider');
  const row = await deleteProvider(c.var.deps.db, id);
  return c.json({ success: true, message: `${row.displayName} deleted` }, 200);
};
