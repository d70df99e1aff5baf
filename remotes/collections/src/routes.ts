import { defineScreens } from '@duesflow/shared-contracts/screens';
import { FIRST_CUSTOMERS_READ } from './features/customers/customerPagePath';

/**
 * Every screen of this remote, declared once: the build exposes each module from src/exposes/ and publishes
 * these routes as routes.json beside mf-manifest.json, mount() shows them by path, and the shell's fallback
 * sidebar is built from them. Order places them in the portal's sidebar among every remote's entries; titles
 * are the spec's header titles.
 */
export const routes = defineScreens([
  {
    path: '/',
    label: 'Dashboard',
    title: 'Collection Dashboard',
    order: 10,
    icon: 'DashboardOutlined',
    module: './Dashboard',
    // What the Dashboard's register() starts (exposes/Dashboard.tsx): the server preloads them with the page.
    firstReads: ['/api/dashboard/metrics', '/api/workflows/executions'],
  },
  // A collector's day starts here (docs/worklist.md): their portfolio's customers to contact, ranked and explained.
  { path: '/worklist', label: 'Worklist', order: 15, icon: 'ScheduleOutlined', module: './Worklist' },
  { path: '/payment-collection', label: 'Payment Collection', order: 20, icon: 'DollarOutlined', module: './PaymentCollection' },
  {
    path: '/customers',
    label: 'Customers',
    title: 'Customer Management',
    order: 30,
    icon: 'TeamOutlined',
    module: './Customers',
    firstReads: [FIRST_CUSTOMERS_READ],
  },
  // Opened from a customer's name (Customers, Payment Collection): no sidebar entry; the sidebar highlights Customers.
  {
    path: '/customers/:id',
    label: 'Customer',
    title: 'Customer',
    order: 31,
    icon: 'UserOutlined',
    module: './CustomerPage',
    parent: '/customers',
  },
  { path: '/tally', label: 'Tally Sync', title: 'Tally ERP Integration', order: 140, icon: 'SyncOutlined', module: './Tally' },
]);
