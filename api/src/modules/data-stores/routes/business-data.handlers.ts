import type { Context } from 'hono';
import type { TBusinessDataSwitchResponse } from '@duesflow/shared-contracts/business-data';
import type { AppBindings } from '../../../core/app-deps';
import { ApiError } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { STORE_LABELS, type StoreTarget } from '../business-data';
import { StoreUnavailable } from '../external-customer-store';
import { pointsAtPortal } from '../self-target';
import type * as routes from './business-data.routes';

export const status: AppRouteHandler<typeof routes.status> = async (c) => c.json(await c.var.deps.businessData.status(), 200);

export const settings: AppRouteHandler<typeof routes.settings> = async (c) => c.json(await c.var.deps.businessData.settings(), 200);

export const testConnection: AppRouteHandler<typeof routes.testConnection> = async (c) =>
  c.json(await c.var.deps.businessData.testConnection(), 200);

/** Switches, or answers why not with the current store left in use: 502 unreachable, 422 refused. */
async function switchTo(c: Context<AppBindings>, requested: StoreTarget): Promise<TBusinessDataSwitchResponse> {
  const { businessData, bus } = c.var.deps;
  // A blank secret keeps the one stored for this kind of store (the forms never show it).
  const target = await businessData.withStoredSecret(requested);
  try {
    const status = await businessData.switchTo(target);
    // Open Customers screens reload from the new store.
    await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'] } });
    return { success: true, message: `Switched to ${STORE_LABELS[target.provider]}`, status };
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    throw new ApiError(error.kind === 'unreachable' ? 502 : 422, 'store_unavailable', error.message);
  }
}

export const switchAirtable: AppRouteHandler<typeof routes.switchAirtable> = async (c) =>
  c.json(await switchTo(c, { provider: 'airtable', config: c.req.valid('json') }), 200);

export const switchSupabase: AppRouteHandler<typeof routes.switchSupabase> = async (c) => {
  const config = c.req.valid('json');
  refuseThePortalItself(c, config.url);
  return c.json(await switchTo(c, { provider: 'supabase', config }), 200);
};

/** A store URL that points at duesflow itself: 400 naming the field. */
function refuseThePortalItself(c: Context<AppBindings>, url: string) {
  const socket = (c.env as { incoming?: { socket?: { localPort?: number; localAddress?: string } } } | undefined)?.incoming?.socket;
  const portal = {
    requestUrl: c.req.url,
    localPort: socket?.localPort,
    localAddress: socket?.localAddress,
    publicUrl: c.var.deps.publicUrl,
  };
  if (pointsAtPortal(url, portal)) throw new FieldError('url', 'URL points at duesflow itself; give the address of the customer database');
}

class FieldError extends ApiError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(400, 'validation_error', `${field}: ${reason}`);
  }

  override toBody() {
    return { ...super.toBody(), issues: [{ path: this.field, message: this.reason }] };
  }
}

export const switchPostgres: AppRouteHandler<typeof routes.switchPostgres> = async (c) =>
  c.json(await switchTo(c, { provider: 'on_premise_postgres', config: c.req.valid('json') }), 200);

export const switchBuiltIn: AppRouteHandler<typeof routes.switchBuiltIn> = async (c) => {
  const status = await c.var.deps.businessData.useBuiltIn();
  await c.var.deps.bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'] } });
  return c.json({ success: true, message: 'Switched to the duesflow database', status }, 200);
};
