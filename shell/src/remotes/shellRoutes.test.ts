import { bundledRegistry } from './loadRegistry';
import { shellRoutes, titleForPath } from './shellRoutes';

const SIDEBAR = [
  ['Dashboard', '/'],
  ['Payment Collection', '/payment-collection'],
  ['Customers', '/customers'],
  ['Communications', '/communications'],
  ['SMS Campaigns', '/sms-campaigns'],
  ['Voice Calls', '/voice-calls'],
  ['Payments', '/payments'],
  ['Payment Gateways', '/payment-gateways'],
  ['Analytics', '/analytics'],
  ['Advanced Analytics', '/advanced-analytics'],
  ['Providers', '/providers'],
  ['Provider Management', '/provider-management'],
  ['Business Data Config', '/business-data-config'],
  ['Tally Sync', '/tally'],
];

describe('shellRoutes', () => {
  it('yields the spec sidebar entries, in order, from the default registry', () => {
    expect(shellRoutes(bundledRegistry).map((route) => [route.label, route.path])).toEqual(SIDEBAR);
  });

  it('orders routes by their order across remotes and remembers which remote serves each', () => {
    const routes = shellRoutes({
      remotes: [
        { name: 'late', manifestUrl: '/l.json', routes: [{ path: '/b', label: 'B', order: 20, module: './B' }] },
        { name: 'early', manifestUrl: '/e.json', routes: [{ path: '/a', label: 'A', order: 10, module: './A' }] },
      ],
    });
    expect(routes.map((route) => [route.path, route.remoteName])).toEqual([
      ['/a', 'early'],
      ['/b', 'late'],
    ]);
  });
});

describe('titleForPath', () => {
  const routes = shellRoutes(bundledRegistry);

  it.each([
    ['/', 'Collection Dashboard'],
    ['/customers', 'Customer Management'],
    ['/communications', 'Follow-up Communications'],
    ['/payments', 'Payment Tracking'],
    ['/analytics', 'Collection Analytics'],
    ['/tally', 'Tally ERP Integration'],
    ['/customers/', 'Customer Management'],
    ['/sms-campaigns', 'Dashboard'],
    ['/provider-management', 'Dashboard'],
    ['/no-such-page', 'Dashboard'],
  ])('%s reads %s', (path, title) => {
    expect(titleForPath(routes, path)).toBe(title);
  });
});
