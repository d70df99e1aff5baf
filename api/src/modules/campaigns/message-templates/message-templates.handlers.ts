import { templateRows, templateView } from '../../messaging';
import { pageLinkPrefix, reminderLinkBase } from '../../payments';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './message-templates.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  // `{link}` as registered on DLT: where reminders' links start, then the token's variable.
  const linkPrefix = pageLinkPrefix(reminderLinkBase(c.var.deps.publicUrl));
  return c.json(
    (await templateRows(c.var.deps.db)).map((row) => templateView(row, linkPrefix)),
    200,
  );
};
