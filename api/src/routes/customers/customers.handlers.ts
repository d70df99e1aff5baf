import type { AppRouteHandler } from '../../lib/create-router';
import type * as routes from './customers.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  return c.json(await c.var.deps.customerStore.listCustomers(), 200);
};
