import { templateRows, templateView } from '../../messaging';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './message-templates.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  return c.json((await templateRows(c.var.deps.db)).map(templateView), 200);
};
