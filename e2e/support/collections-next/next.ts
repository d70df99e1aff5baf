/** What the collections variant built by collections-next.rspack.config.ts changes, for its tests to check. */
import type { TRemoteRoute } from '@duesflow/shared-contracts/registry';

/** The route it adds for an existing screen: between Customers (30) and Communications (40) in the sidebar. */
export const NEXT_ROUTE = {
  path: '/customer-follow-ups',
  label: 'Customer Follow-ups',
  title: 'Customer Follow-ups',
  order: 35,
  // An icon no built-in sidebar entry uses: it arrives by name, as SVG, in routes.json.
  icon: 'ScheduleOutlined',
  module: './Customers',
} satisfies TRemoteRoute;

/** What its Dashboard throws while rendering. */
export const RENDER_ERROR = 'The Dashboard of this build fails while rendering';
